/**
 * Renders a connected component the way the app does, against the SDK's stateful MSW handlers:
 * a mock state and a store on one fake clock (debounces, polls and timeouts run only when the
 * test advances it), the providers connected components need (theme, CadenzaProvider, Toaster
 * with NoticeToasts) and a user-event session.
 */
import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SetupServer } from 'msw/node';
import type { CadenzaStore, KeyValueStorage } from '@cadenza/sdk/store';
import { createMemoryStorage, type FakeClock, type MockState } from '@cadenza/sdk/testing';
import { ConnectedProviders, createTestStore } from '../create/fixtures/connected';
import { ThemeProvider } from '../theme';
import { serveMockApi, type MockApiOptions } from './mock-api';
import { TEST_BASE } from './server';

type UserOptions = NonNullable<Parameters<typeof userEvent.setup>[0]>;

export interface RenderConnectedOptions extends MockApiOptions {
  /** The store's persisted local state; in memory by default. */
  readonly storage?: KeyValueStorage;
  /** Keeps toasts up until dismissed (Toaster `hold`). */
  readonly holdToasts?: boolean;
  /** Options of the user-event session. */
  readonly user?: UserOptions;
}

export interface ConnectedRender {
  readonly clock: FakeClock;
  readonly state: MockState;
  readonly store: CadenzaStore;
  readonly view: RenderResult;
  readonly user: ReturnType<typeof userEvent.setup>;
  /** Renders `next` in place of the tree, inside the same providers and store. */
  readonly rerender: (next: ReactElement) => void;
  /** Unmounts the tree and disposes of the store (a closed tab). */
  readonly close: () => void;
}

export function renderConnected(
  server: SetupServer,
  ui: ReactElement,
  options: RenderConnectedOptions = {},
): ConnectedRender {
  const { clock, state } = serveMockApi(server, options);
  const store = createTestStore({
    baseUrl: TEST_BASE,
    clock,
    storage: options.storage ?? createMemoryStorage(),
  });
  const wrap = (tree: ReactElement) => (
    <ThemeProvider>
      <ConnectedProviders store={store} holdToasts={options.holdToasts ?? false}>
        {tree}
      </ConnectedProviders>
    </ThemeProvider>
  );
  const view = render(wrap(ui));
  return {
    clock,
    state,
    store,
    view,
    user: userEvent.setup(options.user),
    rerender: (next) => view.rerender(wrap(next)),
    close: () => {
      view.unmount();
      store.dispose();
    },
  };
}
