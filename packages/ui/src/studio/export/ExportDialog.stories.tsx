import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ExportDialog } from './ExportDialog';

const meta = {
  title: 'Studio/ExportDialog',
  component: ExportDialog,
  args: {
    open: true,
    kind: 'mixdown',
    format: 'pcm16',
    progress: null,
    error: null,
    onKindChange: fn(),
    onFormatChange: fn(),
    onExport: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof ExportDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Mixdown, 16-bit PCM by default; choosing stems and 32-bit float is reported. */
export const Ready: Story = {
  play: async ({ args }) => {
    const page = within(document.body);
    await userEvent.click(page.getByRole('radio', { name: 'Stems (a zip of one WAV per track)' }));
    await expect(args.onKindChange).toHaveBeenCalledWith('stems');
    await userEvent.click(page.getByRole('radio', { name: '32-bit float' }));
    await expect(args.onFormatChange).toHaveBeenCalledWith('float32');
    await userEvent.click(page.getByRole('button', { name: 'Export' }));
    await expect(args.onExport).toHaveBeenCalledOnce();
  },
};

/** Rendering the stems: the progress bar, the choices locked, Cancel stops it. */
export const Exporting: Story = {
  args: { kind: 'stems', format: 'float32', progress: 0.42 },
  play: async ({ args }) => {
    const page = within(document.body);
    await expect(page.getByRole('progressbar', { name: 'Export progress' })).toHaveAttribute(
      'aria-valuenow',
      '42',
    );
    await expect(page.getByRole('radio', { name: '16-bit PCM' })).toBeDisabled();
    await userEvent.click(page.getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** The render failed. */
export const Failed: Story = {
  args: { error: 'Export failed. Please try again.' },
  play: async () => {
    await expect(within(document.body).getByRole('alert')).toHaveTextContent(
      'Export failed. Please try again.',
    );
  },
};

/** An empty project has nothing to export. */
export const EmptyProject: Story = {
  args: { empty: true },
  play: async () => {
    const page = within(document.body);
    await expect(page.getByRole('button', { name: 'Export' })).toBeDisabled();
  },
};
