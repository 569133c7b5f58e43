/**
 * The transport icons the shared Icon set does not have (pause, previous, next, repeat, volume,
 * muted, queue), drawn like it on a 24-unit grid and decorative: the button names the action.
 */
const PATHS = {
  play: 'M8 5v14l11-7z',
  pause: 'M8 5h3v14H8zM13 5h3v14h-3z',
  previous: 'M6 5v14M18 5L9 12l9 7z',
  next: 'M18 5v14M6 5l9 7-9 7z',
  repeat: 'M17 2l3 3-3 3M4 11V9a4 4 0 014-4h12M7 22l-3-3 3-3M20 13v2a4 4 0 01-4 4H4',
  volume: 'M4 9v6h4l5 4V5L8 9zM16 9a4 4 0 010 6M18.5 6.5a8 8 0 010 11',
  muted: 'M4 9v6h4l5 4V5L8 9zM17 9l5 6M22 9l-5 6',
  queue: 'M4 6h12M4 12h12M4 18h8M18 14v6l4-3z',
  shuffle: 'M16 3h5v5M4 20L21 3M21 16v5h-5M15 15l6 6M4 4l5 5',
  remove: 'M6 6l12 12M18 6L6 18',
} as const;

export type PlayerIconName = keyof typeof PATHS;

export function PlayerIcon({ name, size = 20 }: { name: PlayerIconName; size?: number }) {
  const filled = name === 'play' || name === 'pause';
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={filled ? 1 : 2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
