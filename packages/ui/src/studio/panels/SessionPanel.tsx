/**
 * SessionPanel: the studio's session panel (2-studio.md §2, key 3). Stems: the selected clip's
 * stems are made and placed on new tracks under it (§4, §7). Versions: the versions this studio
 * has seen, newest first; one opens locked to that version (§2 project_version_id), where a
 * Remix duplicates it to edit. The view takes props only; StudioSessionPanel connects it.
 */
import { Button } from '../../primitives/Button';
import { STUDIO_PANEL_LABELS as L } from './labels';
import type { StemsStatus } from './use-clip-stems';
import type { KnownVersion } from './use-project-versions';
import * as styles from './SessionPanel.css';

export interface SessionPanelViewProps {
  /** The selected clip (its name, and whether the server knows its audio), or null. */
  readonly clip: { readonly name: string; readonly uploaded: boolean } | null;
  readonly stems: StemsStatus;
  readonly onGetStems: () => void;
  readonly versions: readonly KnownVersion[];
  readonly currentVersionId: string | null;
  readonly onOpenVersion?: (versionId: string) => void;
  /** How a version's time reads (the host's locale). */
  readonly formatTime?: (ms: number) => string;
}

const defaultTime = (ms: number) => new Date(ms).toISOString().slice(11, 19);

function StemsStatusLine({ stems }: { stems: StemsStatus }) {
  if (stems.kind === 'making')
    return (
      <p className={styles.text} role="status">
        {L.makingStems}
      </p>
    );
  if (stems.kind === 'placed')
    return (
      <p className={styles.text} role="status">
        {L.stemsPlaced(stems.count)}
      </p>
    );
  if (stems.kind === 'failed')
    return (
      <p className={styles.error} role="alert">
        {stems.message}
      </p>
    );
  return null;
}

export function SessionPanelView(props: SessionPanelViewProps) {
  const { clip, stems, versions, currentVersionId, onOpenVersion } = props;
  const format = props.formatTime ?? defaultTime;
  return (
    <div className={styles.panel} role="region" aria-label={L.session}>
      <section className={styles.section} aria-label={L.stems}>
        <h2 className={styles.heading}>{L.stems}</h2>
        <p className={styles.text}>{L.stemsHint}</p>
        {clip === null ? (
          <p className={styles.text}>{L.selectClipForStems}</p>
        ) : (
          <>
            <p className={styles.clipName}>{clip.name}</p>
            {!clip.uploaded && <p className={styles.text}>{L.uploadedOnly}</p>}
            <div>
              <Button
                size="small"
                variant="primary"
                disabled={!clip.uploaded}
                loading={stems.kind === 'making'}
                onClick={props.onGetStems}
              >
                {L.getStems}
              </Button>
            </div>
          </>
        )}
        <StemsStatusLine stems={stems} />
      </section>
      <section className={styles.section} aria-label={L.versions}>
        <h2 className={styles.heading}>{L.versions}</h2>
        <p className={styles.text}>{L.versionsHint}</p>
        {versions.length === 0 ? (
          <p className={styles.text}>{L.noVersions}</p>
        ) : (
          <ol className={styles.list}>
            {versions.map((version, i) => {
              const name = L.versionLabel(versions.length - i);
              const isCurrent = version.versionId === currentVersionId;
              return (
                <li key={version.versionId} className={styles.version}>
                  <span className={styles.versionName}>
                    {name} · {format(version.seenAt)}
                  </span>
                  {isCurrent ? (
                    <span className={styles.current}>{L.currentVersion}</span>
                  ) : (
                    onOpenVersion !== undefined && (
                      <Button
                        size="small"
                        variant="ghost"
                        aria-label={`${L.openVersion} ${name}`}
                        onClick={() => onOpenVersion(version.versionId)}
                      >
                        {L.openVersion}
                      </Button>
                    )
                  )}
                </li>
              );
            })}
          </ol>
        )}
      </section>
    </div>
  );
}
