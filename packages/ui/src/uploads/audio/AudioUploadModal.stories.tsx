import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { UPLOAD_MESSAGES, uploadLimits } from '@cadenza/sdk';
import { AudioUploadModal } from './AudioUploadModal';
import type { AudioDraft } from './audio-file';
import { AUDIO_UPLOAD_LABELS as L } from './labels';
import { LibraryPicker } from './LibraryPicker';
import { initialUploadModalState, type UploadModalState } from './upload-modal-state';
import { idleRecording } from './use-microphone-recording';

/** A 95 s riff: peaks that swell and fall, as a guitar take does. */
const draft: AudioDraft = {
  file: new Blob(),
  filename: 'porch-riff.wav',
  title: null,
  audio: { sampleRate: 44_100, channels: [], durationS: 95 },
  peaks: Array.from(
    { length: 120 },
    (_, i) => 0.2 + 0.6 * Math.abs(Math.sin(i / 7)) * (0.6 + 0.4 * Math.cos(i / 23)),
  ),
};

const pro = uploadLimits({ id: 'pro', plan: 'pro' }, {});
const free = uploadLimits({ id: 'free', plan: 'free' }, {});
const base = initialUploadModalState(1);
const trim: UploadModalState = {
  ...base,
  stage: 'trim',
  draft,
  trim: { startS: 12, endS: 52 },
  title: 'Porch Riff',
};

/**
 * The audio upload modal (2-studio §2, §5): Terms of Service, Upload or Record, Trim and
 * Finalize, 600 px high and at most 500 px wide; 'Discard Changes?' on close with a file in it.
 */
const meta = {
  title: 'Uploads/AudioUploadModal',
  component: AudioUploadModal,
  args: {
    open: true,
    state: base,
    limits: pro,
    canUpload: true,
    upload: null,
    recording: idleRecording,
    onAcceptTerms: fn(),
    onFiles: fn(),
    onLibrary: fn(),
    onRecord: fn(),
    onStopRecording: fn(),
    onRangeChange: fn(),
    onTitleChange: fn(),
    onChoiceChange: fn(),
    onBack: fn(),
    onNext: fn(),
    onSubmit: fn(),
    onSubscribeOpenChange: fn(),
    onCancelUpload: fn(),
    onContinue: fn(),
    onRequestClose: fn(),
    onDiscard: fn(),
    onKeepEditing: fn(),
  },
} satisfies Meta<typeof AudioUploadModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Terms of Service: shown until accepted (then remembered with its timestamp). */
export const Terms: Story = {
  args: { state: initialUploadModalState(null) },
  play: async ({ args }) => {
    await screen.getByRole('button', { name: L.accept }).click();
    await expect(args.onAcceptTerms).toHaveBeenCalled();
  },
};

/** Upload or Record: Upload and Library buttons, the drop zone and the record button. */
export const UploadOrRecord: Story = {};

/** Recording: the live waveform and the timer, Stop in place of Record. */
export const Recording: Story = {
  args: {
    recording: {
      status: 'recording',
      error: null,
      elapsedS: 3.4,
      levels: Array.from({ length: 30 }, (_, i) => 0.15 + 0.7 * Math.abs(Math.sin(i / 3))),
    },
  },
};

/** A refused microphone: 'Error accessing audio inputs.' with the request to grant it. */
export const MicrophoneRefused: Story = {
  args: {
    recording: {
      ...idleRecording,
      error: {
        title: 'Error accessing audio inputs.',
        description: 'Please grant microphone permission or try again.',
      },
    },
  },
};

/** Two files dropped at once: 'Please upload one file at a time.' */
export const DroppedTwoFiles: Story = {
  args: { state: { ...base, error: UPLOAD_MESSAGES.oneFileAtATime } },
};

/** The Library button's list: picking a song offers Cover and Extend. */
export const Library: Story = {
  args: {
    library: (
      <LibraryPicker
        songs={[
          { id: 'a', title: 'Midnight Line' },
          { id: 'b', title: 'Harbor Song' },
          { id: 'c', title: 'Garden Bloom' },
        ]}
        onPick={fn()}
      />
    ),
  },
};

/** Trim (Pro): the waveform with its handles, the 8-minute limit and the title. */
export const Trim: Story = { args: { state: trim } };

/** Trim (free): held to 1 minute, with the upgrade prompt for 8 minutes. */
export const TrimFree: Story = {
  args: { state: { ...trim, trim: { startS: 0, endS: 60 }, title: '' }, limits: free },
};

/** Finalize: Cover, Extend or Save to Library (the default). */
export const Finalize: Story = { args: { state: { ...trim, stage: 'finalize' } } };

/** Finalize for a non-subscriber: 'You're one step closer'. */
export const FinalizeSubscribe: Story = {
  args: { state: { ...trim, stage: 'finalize' }, canUpload: false, subscribeOpen: true },
};

/** Closing with a file in it: 'Discard Changes?' with Cancel and Discard. */
export const DiscardChanges: Story = {
  args: { state: { ...trim, confirmingDiscard: true } },
  play: async () => {
    await screen.findByText(UPLOAD_MESSAGES.discardChangesTitle);
  },
};

/** The upload running: the progress card takes the stage's place. */
export const Uploading: Story = {
  args: {
    state: { ...trim, stage: 'finalize' },
    upload: {
      fileName: 'porch-riff.wav',
      state: { kind: 'running', status: 'initializing', percent: 75 },
    },
  },
};

/** A copyright refusal: the copyright warning. */
export const CopyrightWarning: Story = {
  args: { state: { ...trim, stage: 'finalize' }, copyrightWarning: true },
};
