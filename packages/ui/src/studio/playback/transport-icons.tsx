/**
 * The transport's glyphs (24-unit grid, stroke-drawn like the Icon primitive's): play, pause,
 * stop, loop, metronome, follow, record. Decorative: the buttons carry the names.
 */
const PATHS = {
  play: 'M8 5v14l11-7z',
  pause: 'M8 5v14M16 5v14',
  stop: 'M7 7h10v10H7z',
  loop: 'M4 11V9a3 3 0 013-3h11l-3-3M20 13v2a3 3 0 01-3 3H6l3 3',
  metronome: 'M9 3h6l4 18H5zM12 16l5-10M8 16h8',
  follow: 'M4 12h12M12 6l6 6-6 6M20 4v16',
  record: 'M12 18a6 6 0 100-12 6 6 0 000 12z',
  download: 'M12 4v11M7 10l5 5 5-5M5 20h14',
} as const;

export type TransportIconName = keyof typeof PATHS;

export function TransportIcon({ name, size = 16 }: { name: TransportIconName; size?: number }) {
  const filled = name === 'play' || name === 'stop' || name === 'record';
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
