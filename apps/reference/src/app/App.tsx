// The app: theme (dark by default), toasts, the demo session with its store, and the router.
import { BrowserRouter, useRoutes } from 'react-router';
import { ThemeProvider, Toaster } from '@cadenza/ui';
import { DemoSession } from '../session/DemoSession';
import type { StoreEnvironment } from '../session/create-store';
import type { DemoHandle } from '../session/demo-users';
import { routes } from './routes';

export interface AppProps {
  readonly env: StoreEnvironment;
  readonly initialHandle: DemoHandle;
}

function AppRoutes() {
  return useRoutes(routes);
}

export function App({ env, initialHandle }: AppProps) {
  return (
    <ThemeProvider mode="dark" style={{ minHeight: '100vh' }}>
      <Toaster>
        <DemoSession env={env} initialHandle={initialHandle}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </DemoSession>
      </Toaster>
    </ThemeProvider>
  );
}
