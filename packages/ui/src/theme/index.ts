export { vars, baseThemeClass, colorModeClass, densityClass } from './theme.css';

export {
  ThemeProvider,
  ThemeScope,
  themeClassName,
  useTheme,
  type ThemeProviderProps,
  type ThemeValue,
} from './ThemeProvider';
export { MEDIA, PHONE_MAX_WIDTH_PX, TOUCH_TARGET_PX } from './media';
export {
  COLOR_MODES,
  DENSITIES,
  DEFAULT_COLOR_MODE,
  DEFAULT_DENSITY,
  DENSITY_SCALES,
  PALETTES,
  type ColorMode,
  type Density,
  type DensityScale,
  type Palette,
} from './tokens';
