/**
 * Skeleton: a placeholder block while content loads; decorative (the loading region carries
 * aria-busy and its own name).
 */
import * as styles from './Skeleton.css';

export interface SkeletonProps {
  readonly width?: number | string;
  readonly height?: number | string;
  readonly round?: boolean;
}

export const Skeleton = ({ width = '100%', height = 16, round = false }: SkeletonProps) => (
  <span aria-hidden className={round ? styles.round : styles.block} style={{ width, height }} />
);
