/**
 * Share clip, connected: the short link (POST share/link, content_type clip, platform
 * copy_link; the store caches it per key), copied with the injected `copyText`; a clipboard that
 * cannot be used shows 'Clipboard not supported. Please copy the URL from the address bar.'.
 * A copy counts as a share action.
 */
import { useEffect, useState } from 'react';
import { DOWNLOAD_ACTION_BY_KIND, shareLinkRequest } from '@cadenza/sdk';
import { useCadenzaMutation, useCadenzaQuery } from '@cadenza/sdk/react';
import { SHARE_LABELS } from '../labels';
import { ShareClipModal, type CopyState } from '../ShareClipModal';
import { failureMessage } from './use-modal-session';
import type { ConnectedModalProps } from './types';

/** Writes text to the clipboard; rejects (or is absent) when the clipboard cannot be used. */
export type CopyText = (text: string) => Promise<void>;

export const browserCopyText: CopyText = (text) =>
  typeof navigator !== 'undefined' && navigator.clipboard !== undefined
    ? navigator.clipboard.writeText(text)
    : Promise.reject(new Error('clipboard unavailable'));

export interface ShareClipProps extends ConnectedModalProps {
  readonly copyText?: CopyText;
  /** The site origin a relative link is made absolute on. */
  readonly origin?: string;
}

const SHARE_PLATFORM = 'copy_link';

export function ShareClip({
  clip,
  open,
  onClose,
  copyText = browserCopyText,
  origin = '',
}: ShareClipProps) {
  const [count] = useCadenzaMutation('incrementActionCount');
  const [copyState, setCopyState] = useState<CopyState>('idle');
  const share = useCadenzaQuery(
    'createShareLink',
    {
      body: shareLinkRequest({ contentType: 'clip', contentId: clip.id, platform: SHARE_PLATFORM }),
    },
    { skip: !open },
  );
  useEffect(() => {
    if (open) setCopyState('idle');
  }, [open]);
  const answer = share.data?.link ?? null;
  const link = answer === null || !answer.startsWith('/') ? answer : `${origin}${answer}`;
  const error = share.isError ? failureMessage(share.error, SHARE_LABELS.linkFailed) : null;
  return (
    <ShareClipModal
      open={open}
      onClose={onClose}
      link={link}
      title={clip.title}
      copyState={copyState}
      error={error}
      onCopy={() => {
        if (link === null) return;
        copyText(link)
          .then(() => {
            setCopyState('copied');
            count({
              path: { gen_id: clip.id },
              body: { action: DOWNLOAD_ACTION_BY_KIND.share },
            }).catch(() => undefined);
          })
          .catch(() => setCopyState('unsupported'));
      }}
    />
  );
}
