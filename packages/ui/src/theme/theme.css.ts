/**
 * The class contract of the theme: CSS variables every component reads (`vars`), and the classes
 * that fill them: one base class (type, radius, motion), one class per colour mode and one per
 * density. ThemeProvider puts the three on its element (and on every portal).
 */
import { createTheme, createThemeContract, style } from '@vanilla-extract/css';
import {
  DENSITY_SCALES,
  MOTION,
  PALETTES,
  RADIUS,
  TYPE,
  type ColorMode,
  type Density,
  type DensityScale,
  type Palette,
} from './tokens';

const nulls = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, null])) as Record<K, null>;

const colorContract = createThemeContract({
  color: nulls(Object.keys(PALETTES.dark) as (keyof Palette)[]),
});
const densityContract = createThemeContract({
  density: nulls(Object.keys(DENSITY_SCALES.normal) as (keyof DensityScale)[]),
});
const baseContract = createThemeContract({
  font: nulls(Object.keys(TYPE) as (keyof typeof TYPE)[]),
  radius: nulls(Object.keys(RADIUS) as (keyof typeof RADIUS)[]),
  motion: nulls(Object.keys(MOTION) as (keyof typeof MOTION)[]),
});

/** Every token as a CSS variable reference. */
export const vars = {
  color: colorContract.color,
  space: {
    lg: densityContract.density.spaceLg,
    md: densityContract.density.spaceMd,
    sm: densityContract.density.spaceSm,
    xs: densityContract.density.spaceXs,
  },
  control: {
    big: densityContract.density.controlBig,
    small: densityContract.density.controlSmall,
  },
  font: baseContract.font,
  radius: baseContract.radius,
  motion: baseContract.motion,
};

export const baseThemeClass = createTheme(baseContract, {
  font: TYPE,
  radius: RADIUS,
  motion: MOTION,
});

export const colorModeClass: Readonly<Record<ColorMode, string>> = {
  dark: createTheme(colorContract, { color: PALETTES.dark }),
  light: createTheme(colorContract, { color: PALETTES.light }),
};

export const densityClass: Readonly<Record<Density, string>> = {
  normal: createTheme(densityContract, { density: DENSITY_SCALES.normal }),
  compact: createTheme(densityContract, { density: DENSITY_SCALES.compact }),
};

/** What the provider's element (and every portal) looks like: the canvas, the type. */
export const rootClass = style({
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeMd,
  lineHeight: vars.font.lineHeight,
  WebkitFontSmoothing: 'antialiased',
});

/** The provider's own surface (not applied to portals, which draw their own). */
export const canvasClass = style({ background: vars.color.canvas, minHeight: '100%' });
