import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent } from 'storybook/test';
import {
  PHOTO_UPLOAD_LABELS as L,
  PhotoUploadModal,
  type PhotoUploadModalProps,
} from './PhotoUploadModal';

/** A photo drawn as SVG (sky, sun, hills), `width` × `height`. */
const photo = (width: number, height: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 320 240">` +
      '<rect width="320" height="240" fill="#3d6fb6"/>' +
      '<circle cx="230" cy="80" r="36" fill="#ffd25a"/>' +
      '<path d="M0 190 Q80 120 160 180 T320 170 V240 H0 Z" fill="#2f8f5b"/>' +
      '<path d="M0 215 Q100 170 200 210 T320 205 V240 H0 Z" fill="#1f6b43"/>' +
      '</svg>',
  )}`;

/** The dialog with its photo and slider held in state, as the connected Song Details holds them. */
function Stateful(props: PhotoUploadModalProps) {
  const [src, setSrc] = useState(props.src);
  const [slider, setSlider] = useState(props.slider);
  return (
    <PhotoUploadModal
      {...props}
      src={src}
      slider={slider}
      onSliderChange={(next) => {
        props.onSliderChange(next);
        setSlider(next);
      }}
      onRemove={() => {
        props.onRemove();
        setSrc(null);
      }}
    />
  );
}

/** 'Upload a Photo' (2-studio §5): crop square, resize slider 0-100 (scale 0.5 to 1.5), remove. */
const meta = {
  title: 'Modals/PhotoUploadModal',
  component: PhotoUploadModal,
  render: (args) => <Stateful {...args} />,
  args: {
    open: true,
    onClose: fn(),
    src: null,
    slider: 50,
    onSliderChange: fn(),
    onFile: fn(),
    onRemove: fn(),
    onSave: fn(),
  },
} satisfies Meta<typeof PhotoUploadModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No photo chosen yet: nothing to save, resize or remove. */
export const Default: Story = {};

/** A 320 × 240 photo at the default scale 1 in the 200 px square. */
export const WithImage: Story = {
  args: { src: photo(320, 240) },
  play: async () => {
    await expect(await screen.findByRole('img', { name: L.preview })).toBeVisible();
  },
};

/** The slider at 100: scale 1.5. */
export const Enlarged: Story = { args: { src: photo(320, 240), slider: 100 } };

/** A photo smaller than 200 px gets the 150 px square. */
export const SmallPhoto: Story = { args: { src: photo(160, 120) } };

/** Remove photo clears the chosen photo. */
export const Remove: Story = {
  args: { src: photo(320, 240) },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: L.remove }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
    await expect(await screen.findByText(L.noPhoto)).toBeVisible();
  },
};
