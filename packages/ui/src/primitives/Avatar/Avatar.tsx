/**
 * Avatar: a Radix Avatar showing an image, or the name's initials while it loads or when it
 * fails. The name is its accessible name (the image's alt).
 */
import { Avatar as A } from 'radix-ui';
import { cx } from '../../utils/cx';
import * as styles from './Avatar.css';

export interface AvatarProps {
  readonly name: string;
  readonly src?: string | null;
  readonly size?: 'small' | 'big';
  readonly shape?: 'round' | 'square';
  /** Hidden from assistive technology (the name is already written beside it). */
  readonly decorative?: boolean;
}

/** Up to two initials of a name. */
export const initials = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');

export function Avatar({
  name,
  src = null,
  size = 'big',
  shape = 'round',
  decorative = false,
}: AvatarProps) {
  return (
    <A.Root
      className={cx(styles.root, styles.size[size], styles.shape[shape])}
      {...(decorative ? { 'aria-hidden': true } : {})}
    >
      {src === null ? null : (
        <A.Image className={styles.image} src={src} alt={decorative ? '' : name} />
      )}
      <A.Fallback
        className={styles.fallback}
        {...(decorative ? {} : { role: 'img', 'aria-label': name })}
      >
        {initials(name)}
      </A.Fallback>
    </A.Root>
  );
}
