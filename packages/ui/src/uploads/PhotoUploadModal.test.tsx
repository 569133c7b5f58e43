import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeClock, type FakeClock } from '@cadenza/sdk/testing';
import { ThemeProvider } from '../theme';
import { COMMON_LABELS } from '../modals/labels';
import { PHOTO_UPLOAD_LABELS as L, PhotoUploadModal } from './PhotoUploadModal';

const PHOTO = 'data:image/png;base64,iVBORw0KGgo=';

function Harness(props: { clock: FakeClock; src: string | null; onRemove?: () => void }) {
  const [slider, setSlider] = useState(50);
  return (
    <ThemeProvider>
      <PhotoUploadModal
        open
        onClose={vi.fn()}
        src={props.src}
        slider={slider}
        onSliderChange={setSlider}
        onFile={vi.fn()}
        onRemove={props.onRemove ?? vi.fn()}
        onSave={vi.fn()}
        clock={props.clock}
      />
    </ThemeProvider>
  );
}

function mount(src: string | null = PHOTO, onRemove?: () => void) {
  const clock = createFakeClock();
  render(<Harness clock={clock} src={src} {...(onRemove ? { onRemove } : {})} />);
  return { clock, user: userEvent.setup() };
}

const preview = () => screen.getByRole('img', { name: L.preview });

describe("'Upload a Photo' (2-studio §5, §9)", () => {
  it('shows the photo in a 200 px square with a 4 px border, at scale 1 (slider 50)', () => {
    mount();
    expect(screen.getByRole('dialog', { name: 'Upload a Photo' })).toBeInTheDocument();
    expect(preview().parentElement).toHaveStyle({ width: '200px', height: '200px' });
    expect(preview().parentElement?.style.borderWidth).toBe('4px');
    expect(preview().style.transform).toBe('scale(1)');
    expect(screen.getByRole('slider', { name: L.resize })).toHaveAttribute(
      'aria-valuetext',
      '100%',
    );
  });

  it('the preview follows the resize slider once it has been still for 200 ms', async () => {
    const { clock, user } = mount();
    screen.getByRole('slider', { name: L.resize }).focus();
    await user.keyboard('{End}');
    expect(screen.getByRole('slider', { name: L.resize })).toHaveAttribute(
      'aria-valuetext',
      '150%',
    );
    await act(() => clock.advance(199));
    expect(preview().style.transform).toBe('scale(1)');
    await act(() => clock.advance(1));
    expect(preview().style.transform).toBe('scale(1.5)');
    await user.keyboard('{Home}');
    await act(() => clock.advance(200));
    expect(preview().style.transform).toBe('scale(0.5)');
  });

  it('a photo smaller than 200 px gets a 150 px square', () => {
    mount();
    const image = preview();
    Object.defineProperty(image, 'naturalWidth', { value: 120 });
    Object.defineProperty(image, 'naturalHeight', { value: 90 });
    fireEvent.load(image);
    expect(image.parentElement).toHaveStyle({ width: '150px', height: '150px' });
  });

  it('Remove photo asks to remove the photo', async () => {
    const onRemove = vi.fn();
    const { user } = mount(PHOTO, onRemove);
    await user.click(screen.getByRole('button', { name: L.remove }));
    expect(onRemove).toHaveBeenCalledOnce();
  });

  it('without a photo there is nothing to save, resize or remove', () => {
    mount(null);
    expect(screen.getByText(L.noPhoto)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: COMMON_LABELS.save })).toBeDisabled();
    expect(screen.getByRole('slider', { name: L.resize })).toHaveAttribute('data-disabled');
    expect(screen.queryByRole('button', { name: L.remove })).toBeNull();
  });
});
