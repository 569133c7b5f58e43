/**
 * One discover section: the banner as a wide card, styles and shortcuts as chips, everything
 * else as a grid of cards; a song card plays the section's songs in the section's context.
 */
import { displayTitle } from '@cadenza/sdk';
import { IconButton } from '../primitives/IconButton';
import { AppLink, type Navigate } from '../playlist-page/AppLink';
import { fill } from '../playlist-page/labels';
import { CoverArt } from './CoverArt';
import { discoverItemHref, type DiscoverItem, type DiscoverSection } from './discover-view';
import type { DiscoverLabels } from './labels';
import * as styles from './Discover.css';

export interface DiscoverSectionViewProps {
  readonly section: DiscoverSection;
  readonly labels: DiscoverLabels;
  /** Plays the section's songs from the item at `index` of its songs. */
  readonly onPlay: (section: DiscoverSection, clipIndex: number) => void;
  readonly onNavigate?: Navigate | undefined;
}

const titleOf = (item: DiscoverItem) =>
  item.clip ? displayTitle(item.clip.title) : (item.title ?? item.id);

function Card({
  item,
  labels: L,
  onPlay,
  onNavigate,
}: {
  readonly item: DiscoverItem;
  readonly labels: DiscoverLabels;
  readonly onPlay: (() => void) | null;
  readonly onNavigate?: Navigate | undefined;
}) {
  const title = titleOf(item);
  const href = discoverItemHref(item);
  const image = item.image_url ?? item.clip?.image_url ?? null;
  return (
    <li className={styles.card} data-item-type={item.type}>
      <CoverArt className={styles.art} src={image} title={title} />
      {href ? (
        <AppLink className={styles.cardTitle} href={href} onNavigate={onNavigate}>
          {title}
        </AppLink>
      ) : (
        <span className={styles.cardTitle}>{title}</span>
      )}
      {item.subtitle ? <span className={styles.cardSub}>{item.subtitle}</span> : null}
      {onPlay ? (
        <IconButton
          className={styles.cardPlay}
          label={fill(L.play, { title })}
          icon="play"
          variant="primary"
          size="small"
          onClick={onPlay}
        />
      ) : null}
    </li>
  );
}

export function DiscoverSectionView({
  section,
  labels: L,
  onPlay,
  onNavigate,
}: DiscoverSectionViewProps) {
  const id = `discover-${section.section_name}`;
  const items = section.items;
  if (section.section_type === 'banner') {
    const item = items[0];
    if (!item) return null;
    const href = discoverItemHref(item);
    return (
      <section className={styles.banner} aria-labelledby={id}>
        <h2 id={id} className={styles.bannerTitle}>
          {href ? (
            <AppLink className={styles.cardTitle} href={href} onNavigate={onNavigate}>
              {titleOf(item)}
            </AppLink>
          ) : (
            titleOf(item)
          )}
        </h2>
        {item.subtitle ? <p className={styles.muted}>{item.subtitle}</p> : null}
      </section>
    );
  }
  const chips = section.section_type === 'style_list' || section.section_type === 'shortcut';
  let clipIndex = -1;
  return (
    <section className={styles.section} aria-labelledby={id} data-section={section.section_type}>
      <h2 id={id} className={styles.sectionTitle}>
        {section.title ?? section.section_name}
      </h2>
      {items.length === 0 ? (
        <p className={styles.muted}>{L.emptySection}</p>
      ) : chips ? (
        <ul className={styles.chips}>
          {items.map((item) => (
            <li key={item.id}>
              <AppLink
                className={styles.chip}
                href={discoverItemHref(item) ?? '#'}
                onNavigate={onNavigate}
              >
                {titleOf(item)}
              </AppLink>
            </li>
          ))}
        </ul>
      ) : (
        <ul className={styles.cards}>
          {items.map((item) => {
            if (item.clip) clipIndex += 1;
            const at = clipIndex;
            return (
              <Card
                key={item.id}
                item={item}
                labels={L}
                onNavigate={onNavigate}
                onPlay={item.clip ? () => onPlay(section, at) : null}
              />
            );
          })}
        </ul>
      )}
    </section>
  );
}
