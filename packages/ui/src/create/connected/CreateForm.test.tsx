/**
 * The connected create form against the SDK's MSW handlers in Node (1-generation §2, §4, §8):
 * the form opens with the session, Create posts through the store, start errors show the spec's
 * toasts and modals, the form state is remembered per user, and /studio paths get their own form.
 */
import { act, screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import {
  ACCOUNT_PATH,
  GENERATION_ERROR_BODY_MARKERS,
  GENERATION_ERROR_MESSAGES,
  LYRICS_POLL_INTERVAL_MS,
  PROMPT_TOAST_MS,
  RATE_LIMIT_WAIT_TOAST_MS,
} from '@cadenza/sdk';
import type { KeyValueStorage } from '@cadenza/sdk/store';
import { STUDIO_ERRORS } from '@cadenza/studio-engine/rules';
import {
  createFakeClock,
  createMemoryStorage,
  createMockState,
  handle,
  makeSession,
  type MockState,
} from '@cadenza/sdk/testing';
import { findToast, renderConnected, serveMock, TEST_BASE as BASE } from '../../testing';
import { COPYRIGHT_WARNING_LABELS, FORM_LABELS, UPSELL_LABELS } from '../labels';
import { CreateForm } from './CreateForm';

const server = serveMock();

function mount(options: { pathname?: string; storage?: KeyValueStorage; state?: MockState } = {}) {
  return renderConnected(server, <CreateForm pathname={options.pathname ?? '/create'} />, {
    ...(options.storage ? { storage: options.storage } : {}),
    ...(options.state ? { state: options.state } : {}),
  });
}

async function describeSong(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.click(await screen.findByRole('textbox', { name: FORM_LABELS.description }));
  await user.paste(text);
}

const failGenerate = (status: number, body: unknown) =>
  server.use(handle('generate', () => HttpResponse.json(body as never, { status }), BASE));

// Each test mounts the whole store: give it room on a shared machine.
describe('connected create form', { timeout: 30_000 }, () => {
  test('opens with the session: simple mode, credits shown', async () => {
    mount();
    expect(
      await screen.findByRole('textbox', { name: FORM_LABELS.description }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('status', { name: FORM_LABELS.creditsLabel })).toHaveTextContent(
      FORM_LABELS.credits(500),
    );
  });

  test('Create posts the generation request through the SDK', async () => {
    const { user, state } = mount();
    await describeSong(user, 'A dreamy synth-pop song');
    await user.click(screen.getByRole('button', { name: FORM_LABELS.create }));
    await expect.poll(() => state.requestsOf('generate').length).toBe(1);
  });

  test("402 'Subscription past due.' shows the past-due toast with a Manage link to /account", async () => {
    const { user } = mount();
    failGenerate(402, { detail: GENERATION_ERROR_BODY_MARKERS.subscriptionPastDue });
    await describeSong(user, 'A dreamy synth-pop song');
    await user.click(screen.getByRole('button', { name: FORM_LABELS.create }));
    const toast = (await screen.findByText(GENERATION_ERROR_MESSAGES.subscriptionPastDue)).closest(
      'li',
    );
    expect(toast).not.toBeNull();
    expect(
      within(toast as HTMLElement).getByText(GENERATION_ERROR_MESSAGES.updatePaymentMethod),
    ).toBeInTheDocument();
    expect(
      within(toast as HTMLElement).getByRole('link', {
        name: GENERATION_ERROR_MESSAGES.manageLink,
      }),
    ).toHaveAttribute('href', ACCOUNT_PATH);
  });

  test('424 mentioning copyright infringement opens the copyright warning', async () => {
    const { user } = mount();
    failGenerate(424, {
      detail: `Blocked for ${GENERATION_ERROR_BODY_MARKERS.copyrightInfringement}`,
    });
    await describeSong(user, 'A song like a famous one');
    await user.click(screen.getByRole('button', { name: FORM_LABELS.create }));
    expect(
      await screen.findByRole('alertdialog', { name: COPYRIGHT_WARNING_LABELS.title }),
    ).toBeVisible();
  });

  test("429 'Too many running jobs' on Basic opens the out-of-concurrency upsell", async () => {
    const clock = createFakeClock();
    const state = createMockState({ clock });
    state.session = makeSession({
      plan: 'free',
      subscription: { level: 'basic', status: 'active' },
    });
    const { user } = mount({ state });
    failGenerate(429, { detail: GENERATION_ERROR_BODY_MARKERS.tooManyRunningJobs });
    await describeSong(user, 'A dreamy synth-pop song');
    await user.click(screen.getByRole('button', { name: FORM_LABELS.create }));
    expect(
      await screen.findByRole('dialog', { name: UPSELL_LABELS.concurrency.title }),
    ).toBeVisible();
  });

  test("429 'Too many running jobs' on Pro shows 'Please wait.'", async () => {
    const { user } = mount();
    failGenerate(429, { detail: GENERATION_ERROR_BODY_MARKERS.tooManyRunningJobs });
    await describeSong(user, 'A dreamy synth-pop song');
    await user.click(screen.getByRole('button', { name: FORM_LABELS.create }));
    const toast = await findToast(GENERATION_ERROR_MESSAGES.pleaseWait);
    expect(
      within(toast).getByText(GENERATION_ERROR_MESSAGES.waitForOtherGenerations),
    ).toBeInTheDocument();
    expect(toast).toHaveAttribute('data-duration', String(RATE_LIMIT_WAIT_TOAST_MS));
  });

  test('the form state is remembered per user: the mode comes back in a new session', async () => {
    const storage = createMemoryStorage();
    const first = mount({ storage });
    await first.user.click(await screen.findByRole('tab', { name: FORM_LABELS.custom }));
    expect(await screen.findByRole('textbox', { name: FORM_LABELS.title })).toBeInTheDocument();
    first.close();
    mount({ storage });
    expect(await screen.findByRole('textbox', { name: FORM_LABELS.title })).toBeInTheDocument();
  });

  test('under /studio paths the form opens in custom mode', async () => {
    mount({ pathname: '/studio' });
    expect(await screen.findByRole('textbox', { name: FORM_LABELS.title })).toBeInTheDocument();
  });

  test("saving lyrics shows 'Prompt saved.'", async () => {
    const { user } = mount({ pathname: '/studio' });
    await user.click(await screen.findByRole('textbox', { name: FORM_LABELS.lyrics }));
    await user.paste('[Verse]\nNeon lights');
    await user.click(screen.getByRole('button', { name: FORM_LABELS.savedPrompts('lyrics') }));
    await user.click(await screen.findByRole('button', { name: FORM_LABELS.savePrompt }));
    expect(await findToast(STUDIO_ERRORS.promptSaved)).toHaveAttribute(
      'data-duration',
      String(PROMPT_TOAST_MS),
    );
  });

  test('the saved-prompt picker shows the saved lyrics, and lyrics just saved', async () => {
    const clock = createFakeClock();
    const state = createMockState({ clock });
    state.prompts = [
      {
        id: 'prompt-seeded',
        prompt_type: 'lyrics',
        lyrics: '[Chorus]\nHold on',
        updated_at: new Date(clock.now()).toISOString(),
      },
    ];
    const { user } = mount({ pathname: '/studio', state });
    await user.click(await screen.findByRole('textbox', { name: FORM_LABELS.lyrics }));
    await user.paste('[Verse]\nNeon lights');
    await user.click(screen.getByRole('button', { name: FORM_LABELS.savedPrompts('lyrics') }));
    expect(
      await screen.findByRole('button', { name: /^\[Chorus\]\s+Hold on/ }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: FORM_LABELS.savePrompt }));
    expect(
      await screen.findByRole('button', { name: /^\[Verse\]\s+Neon lights/ }),
    ).toBeInTheDocument();
  });

  test("a failed save shows 'Prompt could not be saved. Try again.'", async () => {
    const { user } = mount({ pathname: '/studio' });
    server.use(
      handle('savePrompt', () => HttpResponse.json({ detail: 'nope' }, { status: 400 }), BASE),
    );
    await user.click(await screen.findByRole('textbox', { name: FORM_LABELS.lyrics }));
    await user.paste('[Verse]\nNeon lights');
    await user.click(screen.getByRole('button', { name: FORM_LABELS.savedPrompts('lyrics') }));
    await user.click(await screen.findByRole('button', { name: FORM_LABELS.savePrompt }));
    expect(await findToast(STUDIO_ERRORS.promptNotSaved)).toBeInTheDocument();
  });

  describe('lyrics generation', () => {
    async function writeLyrics(user: ReturnType<typeof userEvent.setup>, idea: string) {
      const field = await screen.findByRole('textbox', { name: FORM_LABELS.lyricsPrompt });
      await user.clear(field);
      await user.type(field, idea);
      await user.click(screen.getByRole('button', { name: FORM_LABELS.generateLyrics }));
    }

    test('shows its loading state, then writes the finished lyrics and title into the form', async () => {
      const { user, clock } = mount({ pathname: '/studio' });
      await writeLyrics(user, 'the sea');
      expect(
        await screen.findByRole('progressbar', { name: FORM_LABELS.generatingLyrics }),
      ).toBeInTheDocument();
      await act(() => clock.advance(LYRICS_POLL_INTERVAL_MS * 2));
      expect(await screen.findByRole('textbox', { name: FORM_LABELS.lyrics })).toHaveValue(
        '[Verse]\nNeon lights',
      );
      expect(screen.getByRole('textbox', { name: FORM_LABELS.title })).toHaveValue('Neon Nights');
      expect(
        screen.queryByRole('progressbar', { name: FORM_LABELS.generatingLyrics }),
      ).not.toBeInTheDocument();
    });

    test('a newer request supersedes the running one: only its lyrics are kept', async () => {
      const { user, clock, state } = mount({ pathname: '/studio' });
      await writeLyrics(user, 'the sea');
      await screen.findByRole('progressbar', { name: FORM_LABELS.generatingLyrics });
      await writeLyrics(user, 'the sky');
      await expect.poll(() => state.requestsOf('generateLyrics').length).toBe(2);
      await act(() => clock.advance(LYRICS_POLL_INTERVAL_MS * 3));
      expect(await screen.findByRole('textbox', { name: FORM_LABELS.lyrics })).toHaveValue(
        '[Verse]\nNeon lights',
      );
      const polled = state.requestsOf('getLyricsJob').map((r) => new URL(r.url).pathname);
      expect(polled.some((path) => path.includes('lyrics-2'))).toBe(true);
    });

    test('Cancel clears the loading state and leaves the lyrics alone', async () => {
      const { user, clock } = mount({ pathname: '/studio' });
      await writeLyrics(user, 'the sea');
      await screen.findByRole('progressbar', { name: FORM_LABELS.generatingLyrics });
      await user.click(screen.getByRole('button', { name: FORM_LABELS.cancelLyrics }));
      expect(
        screen.queryByRole('progressbar', { name: FORM_LABELS.generatingLyrics }),
      ).not.toBeInTheDocument();
      await act(() => clock.advance(LYRICS_POLL_INTERVAL_MS * 3));
      expect(screen.getByRole('textbox', { name: FORM_LABELS.lyrics })).toHaveValue('');
    });
  });
});
