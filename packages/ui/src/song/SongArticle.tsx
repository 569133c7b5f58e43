/**
 * The frame a song row and a song card share: the clip's view (error clips render nothing), the
 * article named for the song with its status, trashed and playing markers, the item's wrap (e.g.
 * the right-click menu), and the parts both show, wired to the item's callbacks. The row and the
 * card only lay the parts out.
 */
import type { ReactNode } from 'react';
import {
  PlayButton,
  RestoreButton,
  SongCover,
  SongLink,
  SongReactions,
  SongSummary,
  itemName,
  useSongView,
  type SongItemProps,
} from './SongParts';
import type { SongView } from './view-models';
import * as partStyles from './SongParts.css';

/** The parts of an item, ready to place. */
export interface SongArticleParts {
  readonly cover: ReactNode;
  readonly play: ReactNode;
  /** Title, styles, badges, live status and the preview offer. */
  readonly summary: ReactNode;
  readonly restore: ReactNode;
  readonly reactions: ReactNode;
}

export interface SongArticleProps {
  readonly item: SongItemProps;
  readonly className: string;
  /** The cover image's `sizes` in this layout. */
  readonly coverSizes: string;
  /** The classes of the summary's title and styles. */
  readonly textClasses: { readonly title: string; readonly styles: string };
  /** The article's content, laid out from the clip's view and the parts. */
  readonly children: (view: SongView, parts: SongArticleParts) => ReactNode;
}

export function SongArticle({
  item,
  className,
  coverSizes,
  textClasses,
  children,
}: SongArticleProps) {
  const view = useSongView(item);
  if (view === null) return null;
  const isPlaying = item.isPlaying === true;
  const parts: SongArticleParts = {
    cover: (
      <SongLink clipId={view.id} onNavigate={item.onNavigate} className={partStyles.coverLink}>
        <SongCover view={view} sizes={coverSizes} />
      </SongLink>
    ),
    play: <PlayButton view={view} isPlaying={isPlaying} onPlay={item.onPlay} />,
    summary: <SongSummary view={view} item={item} classes={textClasses} />,
    restore: <RestoreButton view={view} onRestore={item.onRestore} />,
    reactions: <SongReactions view={view} onReact={item.onReact} />,
  };
  const article = (
    <article
      className={className}
      aria-label={itemName(view)}
      data-status={view.status}
      data-trashed={view.trashed || undefined}
      data-playing={isPlaying || undefined}
    >
      {children(view, parts)}
    </article>
  );
  return item.wrap ? item.wrap(article) : article;
}
