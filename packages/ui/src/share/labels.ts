/**
 * Share links' and the short-link page's own wording (3-library-social §4 Sharing; the /s/{code}
 * short links). The clipboard message is the spec's, from @cadenza/sdk.
 */
export const SHARE_LINK_LABELS = {
  share: 'Share',
  copied: 'Link copied',
  failed: "Couldn't create the link",
  opening: 'Opening shared link',
  notFoundTitle: 'This link does not work',
  notFoundBody: 'The shared content is no longer available, or the link is mistyped.',
};

export type ShareLinkLabels = typeof SHARE_LINK_LABELS;
