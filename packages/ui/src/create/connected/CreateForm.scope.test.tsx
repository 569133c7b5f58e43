/**
 * The connected form's remembered state per scope (1-generation §2: the form state persists per
 * user; inside /studio paths it defaults to custom mode with its own remembered state).
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
import { FORM_LABELS } from '../labels';
import { CreateForm } from './CreateForm';

const BASE = 'http://cadenza.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function mount(pathname: string, storage: KeyValueStorage) {
  const clock = createFakeClock();
  server.use(...createMockHandlers({ baseUrl: BASE, state: createMockState({ clock }) }).handlers);
  const store = createTestStore({ baseUrl: BASE, clock, storage });
  const view = render(
    <ThemeProvider>
      <ConnectedProviders store={store}>
        <CreateForm pathname={pathname} />
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

const selectedMode = async () =>
  (await screen.findAllByRole('tab')).find((tab) => tab.getAttribute('aria-selected') === 'true')
    ?.textContent;

describe('remembered form per scope (1-generation §2)', { timeout: 30_000 }, () => {
  test('/studio opens in custom mode and its changes never reach the remembered /create form', async () => {
    const storage = createMemoryStorage();
    const create = mount('/create', storage);
    expect(await selectedMode()).toBe(FORM_LABELS.simple);
    await create.user.click(screen.getByRole('tab', { name: FORM_LABELS.custom }));
    create.close();

    const studio = mount('/studio', storage);
    expect(await selectedMode()).toBe(FORM_LABELS.custom);
    await studio.user.click(screen.getByRole('tab', { name: FORM_LABELS.simple }));
    studio.close();

    const createAgain = mount('/create', storage);
    expect(await selectedMode()).toBe(FORM_LABELS.custom);
    createAgain.close();

    // The SDK opens every studio form in custom mode (its remembered isSimple is not read there).
    mount('/studio', storage);
    expect(await selectedMode()).toBe(FORM_LABELS.custom);
  });
});
