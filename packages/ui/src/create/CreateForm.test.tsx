/**
 * Behaviour of the create form view on the SDK's rules (1-generation §4, §5, §8; 3-library-social
 * §2, §4): each test is named after the rule it checks and quotes its message.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import {
  CREATE_FORM_ERRORS,
  CREATE_FORM_NOTICES,
  DESCRIPTION_PROMPT_MAX_CHARS,
  INFO_NOTICE_MS,
  PERSONA_NAME_DISPLAY_MAX_CHARS,
  STYLES_MAX_CHARS_LEGACY,
  inspiredByTitle,
  type CreateFormState,
} from '@cadenza/sdk';
import { ThemeProvider } from '../theme';
import { LocalCreateForm, type LocalCreateFormProps } from './fixtures/LocalCreateForm';
import { emptyForm, fixtureContext } from './fixtures/data';
import {
  ADD_MENU_LABELS,
  CHIP_LABELS,
  FORM_LABELS,
  SETTINGS_LABELS,
  UPSELL_LABELS,
} from './labels';
import { editCustom, editSimple } from './form-edit';

function renderForm(props: Partial<LocalCreateFormProps> = {}) {
  const onGenerate = vi.fn();
  const user = userEvent.setup();
  render(
    <ThemeProvider>
      <LocalCreateForm
        ctx={props.ctx ?? fixtureContext()}
        initial={props.initial ?? emptyForm()}
        onGenerate={onGenerate}
        {...props}
      />
    </ThemeProvider>,
  );
  const create = () => screen.getByRole('button', { name: FORM_LABELS.create });
  return { user, onGenerate, create };
}

const withExtend = (form: CreateFormState): CreateFormState => ({
  ...form,
  global: {
    ...form.global,
    timedCondition: {
      type: 'extend',
      clipId: 'clip-night',
      startSeconds: 120,
      clipDurationSeconds: 184,
      isUploadSource: false,
    },
  },
});

describe('simple mode', () => {
  test("an empty description blocks Create with 'Enter a description to create'", () => {
    const { create } = renderForm();
    expect(screen.getByText(CREATE_FORM_ERRORS.enterDescription)).toBeInTheDocument();
    expect(create()).toBeDisabled();
  });

  test("a 201-character description shows 'Description is too long' and disables Create", async () => {
    const { user, create } = renderForm();
    const box = screen.getByRole('textbox', { name: FORM_LABELS.description });
    await user.click(box);
    await user.paste('x'.repeat(DESCRIPTION_PROMPT_MAX_CHARS + 1));
    expect(screen.getByText(CREATE_FORM_ERRORS.descriptionTooLong)).toBeInTheDocument();
    expect(screen.getByText(`201/${DESCRIPTION_PROMPT_MAX_CHARS}`)).toHaveAttribute(
      'data-state',
      'over',
    );
    expect(create()).toBeDisabled();
    expect(create()).toHaveAccessibleDescription(CREATE_FORM_ERRORS.descriptionTooLong);
  });

  test('a description within 200 characters enables Create, which sends the form', async () => {
    const { user, create, onGenerate } = renderForm();
    await user.click(screen.getByRole('textbox', { name: FORM_LABELS.description }));
    await user.paste('A dreamy synth-pop song');
    expect(create()).toBeEnabled();
    await user.click(create());
    expect(onGenerate).toHaveBeenCalledTimes(1);
    expect(onGenerate.mock.calls[0]?.[0].simple.prompt).toBe('A dreamy synth-pop song');
  });

  test('the instrumental switch sets simple.instrumental', async () => {
    const { user, create, onGenerate } = renderForm({
      initial: editSimple(emptyForm(), { prompt: 'Ambient piano' }),
    });
    await user.click(screen.getByRole('switch', { name: FORM_LABELS.instrumental }));
    await user.click(create());
    expect(onGenerate.mock.calls[0]?.[0].simple.instrumental).toBe(true);
  });
});

describe('credits', () => {
  test("credits of 0 block Create with 'Out of credits.' before any other message", () => {
    const { create } = renderForm({ ctx: fixtureContext({ credits: { credits_left: 0 } }) });
    expect(screen.getByText(CREATE_FORM_ERRORS.outOfCredits)).toBeInTheDocument();
    expect(create()).toBeDisabled();
  });

  test('the credits display shows the credits left', () => {
    renderForm();
    expect(screen.getByRole('status', { name: FORM_LABELS.creditsLabel })).toHaveTextContent(
      FORM_LABELS.credits(500),
    );
  });
});

describe('custom mode', () => {
  test("with nothing filled in, Create is blocked by 'Enter styles or lyrics to create'", () => {
    const { create } = renderForm({ initial: emptyForm('custom') });
    expect(screen.getByText(CREATE_FORM_ERRORS.enterStylesOrLyrics)).toBeInTheDocument();
    expect(create()).toBeDisabled();
  });

  test('a recommended style chip adds the style and unblocks Create', async () => {
    const { user, create } = renderForm({ initial: emptyForm('custom') });
    await user.click(screen.getByRole('button', { name: FORM_LABELS.addStyle('synthwave') }));
    expect(screen.getByRole('textbox', { name: FORM_LABELS.styles })).toHaveValue('synthwave');
    expect(create()).toBeEnabled();
  });

  test('switching modes from the tabs shows the custom fields', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('tab', { name: FORM_LABELS.custom }));
    expect(screen.getByRole('textbox', { name: FORM_LABELS.title })).toBeInTheDocument();
  });
});

describe('adjust speed', () => {
  test("without a clip Create is blocked by 'No clip selected'", () => {
    const { create } = renderForm({ initial: emptyForm('adjust_speed') });
    expect(screen.getAllByText(CREATE_FORM_ERRORS.noClipSelected).length).toBeGreaterThan(0);
    expect(create()).toBeDisabled();
  });
});

describe('model picker', () => {
  test("choosing an older model cuts the styles to its limit: 'Inputs truncated'", async () => {
    const { user } = renderForm({
      initial: editCustom(emptyForm('custom'), {
        styles: 's'.repeat(STYLES_MAX_CHARS_LEGACY + 50),
      }),
    });
    await user.click(screen.getByRole('combobox', { name: FORM_LABELS.model }));
    await user.click(await screen.findByRole('option', { name: /v3\.5/ }));
    const toasts = await screen.findAllByText(CREATE_FORM_NOTICES.inputsTruncated);
    expect(toasts[0]?.closest('li')).toHaveAttribute('data-duration', String(INFO_NOTICE_MS));
    expect(screen.getByRole('textbox', { name: FORM_LABELS.styles })).toHaveValue(
      's'.repeat(STYLES_MAX_CHARS_LEGACY),
    );
  });

  test('choosing a model the plan cannot use opens the upsell and keeps the model', async () => {
    const { user } = renderForm();
    const picker = screen.getByRole('combobox', { name: FORM_LABELS.model });
    await user.click(picker);
    await user.click(await screen.findByRole('option', { name: /v6/ }));
    expect(await screen.findByRole('dialog', { name: UPSELL_LABELS.model.title })).toBeVisible();
    expect(picker).toHaveTextContent('v5');
  });
});

describe('add menu and conflict rules', { timeout: 20_000 }, () => {
  async function openPanel(user: ReturnType<typeof userEvent.setup>, panel: string) {
    await user.click(screen.getByRole('button', { name: ADD_MENU_LABELS.trigger }));
    await user.click(await screen.findByRole('button', { name: new RegExp(panel) }));
  }

  test("adding a persona while a playlist is set shows 'Inspiration removed'", async () => {
    const { user } = renderForm({ initial: emptyForm('custom') });
    await openPanel(user, ADD_MENU_LABELS.inspo);
    await user.click(await screen.findByRole('button', { name: /^Road trip/ }));
    expect(screen.getByRole('textbox', { name: FORM_LABELS.title })).toHaveValue(
      inspiredByTitle('Road trip'),
    );
    await user.click(screen.getByRole('button', { name: ADD_MENU_LABELS.back }));
    await user.click(screen.getByRole('button', { name: new RegExp(ADD_MENU_LABELS.personas) }));
    await user.click(await screen.findByRole('button', { name: 'Basso' }));
    const notices = await screen.findAllByText(CREATE_FORM_NOTICES.inspirationRemoved);
    expect(
      notices.some((n) => n.closest('li')?.dataset['duration'] === String(INFO_NOTICE_MS)),
    ).toBe(true);
    const chips = screen.getByRole('list', { name: FORM_LABELS.references });
    expect(within(chips).getByText('Basso')).toBeInTheDocument();
    expect(within(chips).queryByText('Road trip')).not.toBeInTheDocument();
  });

  test("a persona copies its root clip's styles and excluded styles", async () => {
    const { user } = renderForm({ initial: emptyForm('custom') });
    await openPanel(user, ADD_MENU_LABELS.personas);
    await user.click(await screen.findByRole('button', { name: 'Aria Nightingale of' }));
    expect(screen.getByRole('textbox', { name: FORM_LABELS.styles })).toHaveValue(
      'dream pop, airy vocals',
    );
    expect(screen.getByRole('textbox', { name: FORM_LABELS.excludedStyles })).toHaveValue('metal');
  });

  test('persona names are shown cut at 20 characters', async () => {
    const { user } = renderForm({ initial: emptyForm('custom') });
    await openPanel(user, ADD_MENU_LABELS.personas);
    const cut = 'Aria Nightingale of the Northern Lights'.slice(0, PERSONA_NAME_DISPLAY_MAX_CHARS);
    expect(await screen.findByRole('button', { name: cut.trim() })).toBeInTheDocument();
  });

  test("searching My Personas with no match shows 'No Personas found'", async () => {
    const { user } = renderForm({ initial: emptyForm('custom') });
    await openPanel(user, ADD_MENU_LABELS.personas);
    await user.type(screen.getByRole('searchbox', { name: ADD_MENU_LABELS.searchPersonas }), 'zzz');
    expect(screen.getByText('No Personas found')).toBeInTheDocument();
  });
});

describe('reference chips', () => {
  test('the extend chip reverts an out-of-range extend-from to the clip duration', async () => {
    const { user } = renderForm({
      initial: withExtend(editCustom(emptyForm('custom'), { styles: 'pop' })),
    });
    const field = screen.getByRole('textbox', { name: FORM_LABELS.extendFrom });
    expect(field).toHaveValue('120');
    await user.clear(field);
    await user.type(field, '999{Enter}');
    expect(field).toHaveValue('184');
    await user.clear(field);
    await user.type(field, '1:30{Enter}');
    expect(field).toHaveValue('90');
  });

  test('removing a chip removes its condition', async () => {
    const { user } = renderForm({ initial: withExtend(emptyForm('custom')) });
    await user.click(
      screen.getByRole('button', {
        name: FORM_LABELS.removeReference(`${CHIP_LABELS.extend}: Night Drive`),
      }),
    );
    expect(screen.queryByRole('list', { name: FORM_LABELS.references })).not.toBeInTheDocument();
  });

  test('the settings menu turns the voice persona on, shown as a chip', async () => {
    const { user } = renderForm({ initial: emptyForm('custom') });
    await user.click(screen.getByRole('button', { name: SETTINGS_LABELS.trigger }));
    await user.click(
      await screen.findByRole('menuitemcheckbox', { name: SETTINGS_LABELS.voxPersona }),
    );
    const chips = screen.getByRole('list', { name: FORM_LABELS.references });
    expect(within(chips).getByText(CHIP_LABELS.voxPersona)).toBeInTheDocument();
  });
});
