/**
 * Share clip (1-generation §7 share/link; 3-library-social §4 Sharing): the song's short link
 * (requested per content, cached per key), Copy Link, and share-to links. When the clipboard is
 * unusable the spec's alert text shows: 'Clipboard not supported. Please copy the URL from the
 * address bar.'
 */
import { SHARE_MESSAGES } from '@cadenza/sdk';
import { Button } from '../primitives/Button';
import { TextField } from '../primitives/TextField';
import { COMMON_LABELS, SHARE_LABELS as L } from './labels';
import { ModalShell } from './ModalShell';
import * as styles from './modals.css';

export type CopyState = 'idle' | 'copied' | 'unsupported';

export interface ShareClipModalProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** The share link; null while it is requested. */
  readonly link: string | null;
  readonly title: string;
  readonly copyState: CopyState;
  readonly onCopy: () => void;
  readonly error?: string | null;
}

/** Decided share-to targets: each opens the platform's share page with the link. */
export function shareTargets(link: string, title: string) {
  const url = encodeURIComponent(link);
  const text = encodeURIComponent(title);
  return [
    { id: 'x', label: L.platform.x, href: `https://x.com/intent/post?url=${url}&text=${text}` },
    {
      id: 'facebook',
      label: L.platform.facebook,
      href: `https://www.facebook.com/sharer/sharer.php?u=${url}`,
    },
    { id: 'whatsapp', label: L.platform.whatsapp, href: `https://wa.me/?text=${text}%20${url}` },
    { id: 'email', label: L.platform.email, href: `mailto:?subject=${text}&body=${url}` },
  ] as const;
}

export function ShareClipModal(props: ShareClipModalProps) {
  return (
    <ModalShell
      open={props.open}
      onClose={props.onClose}
      title={L.title}
      description={L.description}
      dismissLabel={COMMON_LABELS.close}
      error={props.error ?? null}
    >
      {props.link === null ? (
        props.error != null ? null : (
          <p className={styles.muted} role="status">
            {L.creatingLink}
          </p>
        )
      ) : (
        <>
          <div className={styles.row}>
            <TextField label={L.link} value={props.link} readOnly onValueChange={() => undefined} />
            <Button size="small" variant="primary" onClick={props.onCopy}>
              {props.copyState === 'copied' ? L.copied : L.copy}
            </Button>
          </div>
          {props.copyState === 'unsupported' ? (
            <p role="alert" className={styles.warning}>
              {SHARE_MESSAGES.clipboardNotSupported}
            </p>
          ) : null}
          <nav aria-label={L.platforms} className={styles.row}>
            {shareTargets(props.link, props.title).map((target) => (
              <Button key={target.id} size="small" variant="secondary" asChild>
                <a href={target.href} target="_blank" rel="noreferrer">
                  {target.label}
                </a>
              </Button>
            ))}
          </nav>
        </>
      )}
    </ModalShell>
  );
}
