// The providers @cadenza/ui needs (ThemeProvider, Toaster), the store (CadenzaProvider), the
// connected CreateForm with NoticeToasts for its notices, and the song list.
import { useEffect, useState } from 'react';
import type { CadenzaStore } from '@cadenza/sdk/store';
import { CadenzaProvider } from '@cadenza/sdk/react';
import { CreateForm, NoticeToasts, ThemeProvider, Toaster } from '@cadenza/ui';
import { Songs } from './Songs';
import { signIn } from './store';

export function App() {
  const [store, setStore] = useState<CadenzaStore | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let next: CadenzaStore | null = null;
    signIn('pro')
      .then((signedIn) => setStore((next = signedIn)))
      .catch((reason: unknown) => setError(String(reason)));
    return () => next?.dispose();
  }, []);

  return (
    <ThemeProvider mode="dark" style={{ minHeight: '100vh', padding: 24 }}>
      <Toaster>
        <h1>Cadenza example</h1>
        {error && <p role="alert">Sign-in failed: {error}</p>}
        {store ? (
          <CadenzaProvider store={store}>
            <NoticeToasts />
            <div style={{ display: 'grid', gridTemplateColumns: '420px 1fr', gap: 24 }}>
              <CreateForm pathname="/create" />
              <Songs />
            </div>
          </CadenzaProvider>
        ) : (
          !error && <p>Signing in…</p>
        )}
      </Toaster>
    </ThemeProvider>
  );
}
