// @cadenza/ui share: a share-link button for any shareable content and the short-link resolver.
export { SHARE_LINK_LABELS, type ShareLinkLabels } from './labels';
export { ShareLinkButton, type ShareLinkButtonProps } from './connected/ShareLinkButton';
export { ShortLink, type ShortLinkProps } from './connected/ShortLink';
