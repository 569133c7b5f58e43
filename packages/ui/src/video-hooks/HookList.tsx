/**
 * The hook list (/hooks; 2-studio §1): the viewer's hooks in every state (each opens its page)
 * and the hooks feed (each opens its shareable link), with 'New hook'.
 */
import { Button } from '../primitives/Button';
import { AppLink, type Navigate } from '../playlist-page/AppLink';
import { HOOK_LABELS as L } from './labels';
import type { HookView } from './HookPlayer';
import * as styles from './HookPages.css';

export interface HookListProps {
  readonly mine: readonly HookView[] | null;
  readonly feed: readonly HookView[] | null;
  readonly onNewHook: () => void;
  readonly onNavigate?: Navigate;
}

export function HookList({ mine, feed, onNewHook, onNavigate }: HookListProps) {
  return (
    <section className={styles.page} aria-labelledby="hooks-title">
      <div className={styles.header}>
        <h1 id="hooks-title" className={styles.heading}>
          {L.listTitle}
        </h1>
        <Button variant="primary" size="small" onClick={onNewHook}>
          {L.newHook}
        </Button>
      </div>
      <HookGrid
        title={L.mine}
        hooks={mine}
        empty={L.noHooks}
        href={(h) => `/hook/${h.id}`}
        onNavigate={onNavigate}
      />
      <HookGrid
        title={L.feed}
        hooks={feed}
        empty={L.emptyFeed}
        href={(h) => (h.handle ? `/@${h.handle}/hook/${h.id}` : `/hook/${h.id}`)}
        onNavigate={onNavigate}
      />
    </section>
  );
}

function HookGrid(props: {
  readonly title: string;
  readonly hooks: readonly HookView[] | null;
  readonly empty: string;
  readonly href: (hook: HookView) => string;
  readonly onNavigate: Navigate | undefined;
}) {
  const { title, hooks, empty, href, onNavigate } = props;
  return (
    <section aria-label={title}>
      <h2 className={styles.sectionHeading}>{title}</h2>
      {hooks === null ? <p className={styles.muted}>…</p> : null}
      {hooks?.length === 0 ? <p className={styles.muted}>{empty}</p> : null}
      {hooks && hooks.length > 0 ? (
        <ul className={styles.grid}>
          {hooks.map((hook) => (
            <li key={hook.id} data-hook-id={hook.id}>
              <AppLink className={styles.card} href={href(hook)} onNavigate={onNavigate}>
                {hook.imageUrl ? (
                  <img className={styles.cardImage} src={hook.imageUrl} alt="" />
                ) : null}
                <span className={styles.cardTitle}>{hook.title}</span>
                <span className={styles.muted}>
                  {hook.handle ? L.by(hook.handle) : ''}
                  {hook.songTitle ? ` · ${hook.songTitle}` : ''}
                </span>
                <span className={styles.muted}>{L.status[hook.status] ?? hook.status}</span>
              </AppLink>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
