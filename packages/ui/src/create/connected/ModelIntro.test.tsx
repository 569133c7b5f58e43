/**
 * The crow modal in the connected form (1-generation §2: hasSeenCrowModal is remembered per
 * user): shown once to a plan that can use chirp-crow, and never again once dismissed.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import type { KeyValueStorage } from '@cadenza/sdk/store';
import {
  createFakeClock,
  createMemoryStorage,
  createMockHandlers,
  createMockState,
} from '@cadenza/sdk/testing';
import { ThemeProvider } from '../../theme';
import { ConnectedProviders, createTestStore } from '../fixtures/connected';
import { FIXTURE_MODELS, fixtureSession } from '../fixtures/data';
import { FORM_LABELS, MODEL_INTRO_LABELS } from '../labels';
import { CreateForm } from './CreateForm';

const BASE = 'http://cadenza.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function mount(storage: KeyValueStorage, models = FIXTURE_MODELS) {
  const clock = createFakeClock();
  const state = createMockState({ clock });
  state.session = fixtureSession({ models });
  server.use(...createMockHandlers({ baseUrl: BASE, state }).handlers);
  const store = createTestStore({ baseUrl: BASE, clock, storage });
  const view = render(
    <ThemeProvider>
      <ConnectedProviders store={store}>
        <CreateForm pathname="/create" modelIntros />
      </ConnectedProviders>
    </ThemeProvider>,
  );
  return {
    user: userEvent.setup(),
    close: () => {
      view.unmount();
      store.dispose();
    },
  };
}

describe('crow modal (hasSeenCrowModal)', { timeout: 30_000 }, () => {
  test('shows once for a plan that can use chirp-crow; dismissed, it is remembered', async () => {
    const storage = createMemoryStorage();
    const first = mount(storage);
    expect(
      await screen.findByRole('dialog', { name: MODEL_INTRO_LABELS.title('v5') }),
    ).toBeInTheDocument();
    await first.user.click(screen.getByRole('button', { name: MODEL_INTRO_LABELS.notNow }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    first.close();

    mount(storage);
    expect(
      await screen.findByRole('status', { name: FORM_LABELS.creditsLabel }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test("the bluejay modal's 'Create with v4.5+' switches the form to chirp-bluejay", async () => {
    const withoutCrow = FIXTURE_MODELS.map((m) =>
      m.external_key === 'chirp-crow' ? { ...m, can_use: false } : m,
    );
    const { user } = mount(createMemoryStorage(), withoutCrow);
    await screen.findByRole('dialog', { name: MODEL_INTRO_LABELS.title('v4.5+') });
    await user.click(screen.getByRole('button', { name: MODEL_INTRO_LABELS.tryIt('v4.5+') }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: FORM_LABELS.model })).toHaveTextContent(
      'v4.5+ · V4.5+',
    );
  });
});
