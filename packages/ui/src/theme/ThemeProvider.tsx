/**
 * ThemeProvider: applies the theme's class contract (base, colour mode, density) to its element
 * and shares the classes with portals (ThemeScope), so dialogs, menus and toasts rendered under
 * document.body read the same tokens.
 */
import { createContext, useContext, useMemo, type HTMLAttributes, type ReactNode } from 'react';
import { baseThemeClass, canvasClass, colorModeClass, densityClass, rootClass } from './theme.css';
import { DEFAULT_COLOR_MODE, DEFAULT_DENSITY, type ColorMode, type Density } from './tokens';

export interface ThemeValue {
  readonly mode: ColorMode;
  readonly density: Density;
  /** The classes that carry the tokens. */
  readonly className: string;
}

/** The classes of a mode and density. */
export const themeClassName = (mode: ColorMode, density: Density): string =>
  [baseThemeClass, colorModeClass[mode], densityClass[density], rootClass].join(' ');

const ThemeContext = createContext<ThemeValue>({
  mode: DEFAULT_COLOR_MODE,
  density: DEFAULT_DENSITY,
  className: themeClassName(DEFAULT_COLOR_MODE, DEFAULT_DENSITY),
});

/** The theme in effect (dark and normal outside any provider). */
export const useTheme = (): ThemeValue => useContext(ThemeContext);

export interface ThemeProviderProps extends HTMLAttributes<HTMLDivElement> {
  /** Colour mode; dark by default (3-library-social §2). */
  readonly mode?: ColorMode;
  readonly density?: Density;
  readonly children?: ReactNode;
}

export function ThemeProvider({
  mode = DEFAULT_COLOR_MODE,
  density = DEFAULT_DENSITY,
  className,
  children,
  ...rest
}: ThemeProviderProps) {
  const value = useMemo(
    () => ({ mode, density, className: themeClassName(mode, density) }),
    [mode, density],
  );
  return (
    <ThemeContext.Provider value={value}>
      <div
        {...rest}
        data-theme={mode}
        data-density={density}
        className={[value.className, canvasClass, className].filter(Boolean).join(' ')}
      >
        {children}
      </div>
    </ThemeContext.Provider>
  );
}

/** Re-applies the theme inside a portal; it adds no box of its own. */
export function ThemeScope({ children }: { readonly children?: ReactNode }) {
  const { className, mode, density } = useTheme();
  return (
    <div
      className={className}
      data-theme={mode}
      data-density={density}
      style={{ display: 'contents' }}
    >
      {children}
    </div>
  );
}
