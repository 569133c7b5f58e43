/**
 * Share a song, playlist, profile, persona or radio by a short link (3-library-social §3 Share
 * link, §4 Sharing): POST /api/share/link with source web and platform copy_link, read through
 * the store so the link is cached per key; the link is copied and a 2 s toast says so. When the
 * clipboard cannot be used the spec's 'Clipboard not supported. Please copy the URL from the
 * address bar.' shows instead, with the link. A copy counts as a share action for a clip.
 */
import { useState } from 'react';
import {
  clipboardUnsupportedAlert,
  DOWNLOAD_ACTION_BY_KIND,
  LINK_COPY_TOAST_MS,
  shareLinkRequest,
  toApiError,
  type ShareTarget,
} from '@cadenza/sdk';
import { useCadenzaCalls } from '@cadenza/sdk/react';
import { browserCopyText, type CopyText } from '../../modals/connected/ShareClip';
import { Button } from '../../primitives/Button';
import { useToaster } from '../../primitives/Toast';
import { SHARE_LINK_LABELS, type ShareLinkLabels } from '../labels';

export interface ShareLinkButtonProps {
  readonly contentType: ShareTarget['contentType'];
  readonly contentId: string;
  readonly copyText?: CopyText;
  /** The site origin a relative link is made absolute on. */
  readonly origin?: string;
  readonly labels?: ShareLinkLabels;
}

const PLATFORM = 'copy_link';

export function ShareLinkButton({
  contentType,
  contentId,
  copyText = browserCopyText,
  origin = '',
  labels = SHARE_LINK_LABELS,
}: ShareLinkButtonProps) {
  const calls = useCadenzaCalls();
  const toaster = useToaster();
  const [busy, setBusy] = useState(false);
  const share = async () => {
    setBusy(true);
    try {
      const { link } = await calls.query('createShareLink', {
        body: shareLinkRequest({ contentType, contentId, platform: PLATFORM }),
      });
      const url = link.startsWith('/') ? `${origin}${link}` : link;
      try {
        await copyText(url);
        toaster.show({ kind: 'success', title: labels.copied, durationMs: LINK_COPY_TOAST_MS });
        if (contentType === 'clip')
          calls
            .mutate('incrementActionCount', {
              path: { gen_id: contentId },
              body: { action: DOWNLOAD_ACTION_BY_KIND.share },
            })
            .catch(() => undefined);
      } catch {
        toaster.show({
          kind: 'warning',
          title: clipboardUnsupportedAlert().message,
          description: url,
          durationMs: LINK_COPY_TOAST_MS,
          closable: true,
        });
      }
    } catch (error) {
      const detail = toApiError(error).detail;
      toaster.show({
        kind: 'error',
        title: labels.failed,
        ...(detail ? { description: detail } : {}),
        durationMs: LINK_COPY_TOAST_MS,
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" loading={busy} disabled={busy} onClick={() => void share()}>
      {labels.share}
    </Button>
  );
}
