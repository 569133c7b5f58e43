import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  CREATE_FORM_ERRORS,
  CREATE_FORM_NOTICES,
  DESCRIPTION_PROMPT_MAX_CHARS,
  createCreateFormState,
  type CreateFormState,
} from '@cadenza/sdk';
import { expect, screen, userEvent, within } from 'storybook/test';
import { LocalCreateForm } from './fixtures/LocalCreateForm';
import { emptyForm, fixtureContext } from './fixtures/data';
import { editCustom, editSimple, editUntimed } from './form-edit';
import { ADD_MENU_LABELS, FORM_LABELS, UPSELL_LABELS } from './labels';

const meta: Meta<typeof LocalCreateForm> = {
  title: 'Create/CreateForm',
  component: LocalCreateForm,
  args: { ctx: fixtureContext(), initial: emptyForm() },
};
export default meta;
type Story = StoryObj<typeof meta>;

const custom = editCustom(emptyForm('custom'), {
  title: 'Night Drive',
  lyrics: '[Verse]\nNeon lights on the water\n[Chorus]\nWe run until the morning',
  styles: 'synthwave, dreamy',
  excludeStyles: 'metal',
});

const basso = {
  personaId: 'persona-basso',
  rootClipId: 'clip-sun',
  clipId: 'clip-sun',
  startSeconds: 0,
  endSeconds: 120,
  personaName: 'Basso',
  personaImageUrl: null,
};

const withPersona = editUntimed(custom, { personas: [basso] });
const withConditions: CreateFormState = {
  ...withPersona,
  global: {
    ...withPersona.global,
    timedCondition: {
      type: 'extend',
      clipId: 'clip-night',
      startSeconds: 120,
      clipDurationSeconds: 184,
      isUploadSource: false,
    },
  },
};

export const SimpleEmpty: Story = {};
export const SimpleFilled: Story = {
  args: {
    initial: editSimple(emptyForm(), { prompt: 'A dreamy synth-pop song about summer nights' }),
  },
};
/** 201 characters: 'Description is too long' and Create disabled. */
export const SimpleTooLong: Story = {
  args: {
    initial: editSimple(emptyForm(), { prompt: 'x'.repeat(DESCRIPTION_PROMPT_MAX_CHARS + 1) }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(CREATE_FORM_ERRORS.descriptionTooLong)).toBeVisible();
    await expect(canvas.getByRole('button', { name: FORM_LABELS.create })).toBeDisabled();
  },
};
export const CustomEmpty: Story = { args: { initial: emptyForm('custom') } };
export const CustomFilled: Story = { args: { initial: custom } };
export const CustomBasic: Story = {
  args: { initial: custom, preferences: { showSuggestions: false, advancedMode: false } },
};
export const WithConditions: Story = { args: { initial: withConditions } };
/** Two of the user's songs as inspiration clips, shown as chips. */
export const WithInspirationClips: Story = {
  args: { initial: editUntimed(custom, { inspirationClipIds: ['clip-tide', 'clip-ember'] }) },
};
export const LyricsLoading: Story = {
  args: {
    initial: editCustom(custom, { lyricsMode: 'auto', lyricsPrompt: 'a song about the sea' }),
    view: { lyricsGeneration: 'loading' },
  },
};
export const AdjustSpeedNoClip: Story = { args: { initial: emptyForm('adjust_speed') } };
export const AdjustSpeedWithClip: Story = {
  args: {
    initial: {
      ...emptyForm('adjust_speed'),
      adjustSpeed: { clipId: 'clip-night', speedMultiplier: 1.25, keepPitch: true },
    },
  },
};
export const OutOfCredits: Story = {
  args: { ctx: fixtureContext({ credits: { credits_left: 0 } }), initial: custom },
};
export const Creating: Story = { args: { initial: custom, view: { creating: true } } };
export const UpsellOpen: Story = { args: { initial: custom, view: { upsell: 'model' } } };
export const ConcurrencyUpsellOpen: Story = {
  args: { initial: custom, view: { upsell: 'concurrency' } },
};
export const CopyrightWarningOpen: Story = {
  args: { initial: custom, view: { copyrightWarning: true } },
};
/** Inside /studio paths the form opens in custom mode. */
export const StudioScope: Story = {
  args: { initial: createCreateFormState({ model: 'chirp-crow', scope: 'studio' }) },
};
export const LightCompact: Story = {
  args: { initial: custom },
  globals: { theme: 'light', density: 'compact' },
};

/** Choosing a model the plan cannot use opens the upsell. */
export const LockedModelOpensUpsell: Story = {
  args: { initial: custom },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: FORM_LABELS.model }));
    await userEvent.click(await screen.findByRole('option', { name: /v6/ }));
    await expect(
      await screen.findByRole('dialog', { name: UPSELL_LABELS.model.title }),
    ).toBeVisible();
  },
};

/** Adding a persona while a playlist is set removes the playlist: 'Inspiration removed'. */
export const PersonaReplacesInspiration: Story = {
  args: { initial: emptyForm('custom') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: ADD_MENU_LABELS.trigger }));
    await userEvent.click(
      await screen.findByRole('button', { name: new RegExp(ADD_MENU_LABELS.inspo) }),
    );
    await userEvent.click(await screen.findByRole('button', { name: /^Road trip/ }));
    await userEvent.click(screen.getByRole('button', { name: ADD_MENU_LABELS.back }));
    await userEvent.click(
      screen.getByRole('button', { name: new RegExp(ADD_MENU_LABELS.personas) }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Basso' }));
    await expect(await screen.findByText(CREATE_FORM_NOTICES.inspirationRemoved)).toBeVisible();
  },
  parameters: { visual: { disable: true } },
};
