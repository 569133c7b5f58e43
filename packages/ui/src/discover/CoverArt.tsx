/**
 * A cover (a discover card's, a search or playlist row's): the title's initial on a gradient
 * while the image loads, when it fails and when there is none; the image fades in over it once
 * loaded, so a cover never shows as an empty box. Decorative: the title beside it names it.
 */
import { useCallback, useState } from 'react';
import * as styles from './CoverArt.css';

export interface CoverArtProps {
  readonly src: string | null | undefined;
  /** Its first letter is the placeholder (unless `glyph` is given). */
  readonly title: string;
  readonly glyph?: string;
  /** The box's size and shape. */
  readonly className?: string;
}

type CoverState = 'loading' | 'loaded' | 'failed';

/** The placeholder's character: `glyph`, else the title's first letter, else a note. */
export const coverInitial = (title: string, glyph?: string): string =>
  glyph ?? (Array.from(title.trim())[0]?.toUpperCase() || '♪');

export function CoverArt({ src, title, glyph, className }: CoverArtProps) {
  const [loaded, setLoaded] = useState<{ readonly src: string; readonly state: CoverState }>();
  const state: CoverState = !src ? 'failed' : loaded?.src === src ? loaded.state : 'loading';
  // An image already in the cache may be complete before React listens for its load.
  const seen = useCallback(
    (img: HTMLImageElement | null) => {
      if (img && src && img.complete && img.naturalWidth > 0) setLoaded({ src, state: 'loaded' });
    },
    [src],
  );
  return (
    <span
      className={className ? `${styles.frame} ${className}` : styles.frame}
      data-cover={state}
      aria-hidden="true"
    >
      {state === 'loaded' ? null : coverInitial(title, glyph)}
      {src && state !== 'failed' ? (
        <img
          ref={seen}
          className={styles.image}
          src={src}
          alt=""
          data-loaded={state === 'loaded'}
          onLoad={() => setLoaded({ src, state: 'loaded' })}
          onError={() => setLoaded({ src, state: 'failed' })}
        />
      ) : null}
    </span>
  );
}
