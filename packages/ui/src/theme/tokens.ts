/**
 * The theme's raw values (plain data, no CSS): colour palettes of the dark (default) and light
 * modes, type, radius, shadow and motion, and the normal and compact densities from
 * 3-library-social.md §9's theme dimensions (buttons 40/36, compact 32/32; spaces 16/12/8,
 * compact 8/6/4), read from the SDK's constants.
 */
import {
  THEME_BUTTON_BIG_COMPACT_PX,
  THEME_BUTTON_BIG_PX,
  THEME_BUTTON_SMALL_COMPACT_PX,
  THEME_BUTTON_SMALL_PX,
  THEME_SPACES_COMPACT_PX,
  THEME_SPACES_PX,
} from '@cadenza/sdk';

export type ColorMode = 'dark' | 'light';
export type Density = 'normal' | 'compact';

export const COLOR_MODES = ['dark', 'light'] as const satisfies readonly ColorMode[];
export const DENSITIES = ['normal', 'compact'] as const satisfies readonly Density[];
/** 3-library-social §2: the default colour mode is dark. */
export const DEFAULT_COLOR_MODE: ColorMode = 'dark';
export const DEFAULT_DENSITY: Density = 'normal';

export interface Palette {
  readonly canvas: string;
  readonly surface: string;
  readonly raised: string;
  readonly overlay: string;
  readonly hover: string;
  readonly pressed: string;
  readonly text: string;
  readonly textMuted: string;
  readonly border: string;
  readonly borderStrong: string;
  readonly accent: string;
  readonly accentHover: string;
  readonly onAccent: string;
  readonly accentSubtle: string;
  readonly danger: string;
  readonly onDanger: string;
  readonly warning: string;
  readonly success: string;
  readonly info: string;
  readonly focus: string;
  readonly skeleton: string;
  readonly shadowSmall: string;
  readonly shadowLarge: string;
}

export const PALETTES: Readonly<Record<ColorMode, Palette>> = {
  dark: {
    canvas: '#0e0e11',
    surface: '#17171c',
    raised: '#212128',
    overlay: 'rgba(0, 0, 0, 0.64)',
    hover: '#2b2b33',
    pressed: '#34343d',
    text: '#f4f4f6',
    textMuted: '#b4b4bf',
    border: '#34343d',
    borderStrong: '#5b5b68',
    accent: '#ff8a65',
    accentHover: '#ffa183',
    onAccent: '#1a0903',
    accentSubtle: '#3a221b',
    danger: '#ff6b6b',
    onDanger: '#1f0505',
    warning: '#ffc65c',
    success: '#5fd69a',
    info: '#7cb8ff',
    focus: '#9ecbff',
    skeleton: '#2b2b33',
    shadowSmall: '0 1px 2px rgba(0, 0, 0, 0.5)',
    shadowLarge: '0 12px 32px rgba(0, 0, 0, 0.6)',
  },
  light: {
    canvas: '#f7f7f9',
    surface: '#ffffff',
    raised: '#ffffff',
    overlay: 'rgba(15, 15, 20, 0.4)',
    hover: '#ececf1',
    pressed: '#e0e0e7',
    text: '#17171c',
    textMuted: '#55555f',
    border: '#d9d9e0',
    borderStrong: '#8a8a96',
    accent: '#b8431f',
    accentHover: '#9c3516',
    onAccent: '#ffffff',
    accentSubtle: '#fbe6df',
    danger: '#c0262d',
    onDanger: '#ffffff',
    warning: '#8a5a00',
    success: '#1d7a4c',
    info: '#1f5fad',
    focus: '#1f5fad',
    skeleton: '#e4e4ea',
    shadowSmall: '0 1px 2px rgba(15, 15, 20, 0.12)',
    shadowLarge: '0 12px 32px rgba(15, 15, 20, 0.18)',
  },
};

const px = (value: number): string => `${value}px`;

export interface DensityScale {
  readonly controlBig: string;
  readonly controlSmall: string;
  readonly spaceLg: string;
  readonly spaceMd: string;
  readonly spaceSm: string;
  readonly spaceXs: string;
}

function densityScale(
  big: number,
  small: number,
  spaces: readonly [number, number, number],
): DensityScale {
  const [lg, md, sm] = spaces;
  return {
    controlBig: px(big),
    controlSmall: px(small),
    spaceLg: px(lg),
    spaceMd: px(md),
    spaceSm: px(sm),
    spaceXs: px(sm / 2),
  };
}

export const DENSITY_SCALES: Readonly<Record<Density, DensityScale>> = {
  normal: densityScale(THEME_BUTTON_BIG_PX, THEME_BUTTON_SMALL_PX, THEME_SPACES_PX),
  compact: densityScale(
    THEME_BUTTON_BIG_COMPACT_PX,
    THEME_BUTTON_SMALL_COMPACT_PX,
    THEME_SPACES_COMPACT_PX,
  ),
};

/** System fonts only: no network fonts, so screenshots are the same on every run. */
export const FONT_STACK =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Liberation Sans", "DejaVu Sans", Arial, sans-serif';
export const MONO_STACK = '"DejaVu Sans Mono", "Liberation Mono", ui-monospace, monospace';

export const TYPE = {
  family: FONT_STACK,
  mono: MONO_STACK,
  sizeXs: '12px',
  sizeSm: '13px',
  sizeMd: '14px',
  sizeLg: '16px',
  sizeXl: '20px',
  weightRegular: '400',
  weightMedium: '500',
  weightBold: '600',
  lineHeight: '1.45',
} as const;

export const RADIUS = { sm: '6px', md: '10px', lg: '14px', full: '9999px' } as const;

export const MOTION = {
  fast: '120ms',
  normal: '200ms',
  easing: 'cubic-bezier(0.2, 0, 0, 1)',
} as const;
