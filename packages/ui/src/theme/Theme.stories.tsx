import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../primitives/Badge';
import { Button } from '../primitives/Button';
import { IconButton } from '../primitives/IconButton';
import { ThemeProvider, type ThemeProviderProps } from './ThemeProvider';
import { vars } from './theme.css';
import { COLOR_MODES, DENSITIES, PALETTES } from './tokens';

/** A sample of the tokens: both button sizes, the three spaces, and the palette. */
function Sample() {
  return (
    <div style={{ display: 'grid', gap: vars.space.md, padding: vars.space.lg }}>
      <div style={{ display: 'flex', gap: vars.space.sm, alignItems: 'center' }}>
        <Button variant="primary">Big</Button>
        <Button size="small">Small</Button>
        <IconButton label="Settings" icon="settings" variant="secondary" />
        <Badge>Beta</Badge>
      </div>
      <div style={{ display: 'flex', gap: vars.space.sm, alignItems: 'flex-end' }}>
        {(['lg', 'md', 'sm'] as const).map((space) => (
          <span
            key={space}
            title={space}
            style={{
              width: vars.space[space],
              height: vars.space[space],
              background: vars.color.accent,
            }}
          />
        ))}
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
        {(Object.keys(PALETTES.dark) as (keyof typeof vars.color)[])
          .filter((key) => !key.startsWith('shadow'))
          .map((key) => (
            <span
              key={key}
              style={{
                width: 24,
                height: 24,
                borderRadius: 4,
                background: vars.color[key],
                border: `1px solid ${vars.color.border}`,
              }}
            />
          ))}
      </div>
    </div>
  );
}

const meta: Meta<typeof ThemeProvider> = {
  title: 'Theme/Tokens',
  component: ThemeProvider,
  parameters: { layout: 'fullscreen' },
};
export default meta;
type Story = StoryObj<typeof meta>;

const grid = (props: Partial<ThemeProviderProps>[]) => (
  <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr' }}>
    {props.map((p) => (
      <ThemeProvider key={`${p.mode}-${p.density}`} {...p}>
        <Sample />
      </ThemeProvider>
    ))}
  </div>
);

/** Dark and light, normal and compact density (buttons 40/36 → 32/32; spaces 16/12/8 → 8/6/4). */
export const ModesAndDensities: Story = {
  render: () =>
    grid(COLOR_MODES.flatMap((mode) => DENSITIES.map((density) => ({ mode, density })))),
};
