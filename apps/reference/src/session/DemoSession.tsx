/**
 * Signs in as a demo user (pro unless another was chosen) and provides that user's Cadenza store.
 * Switching user signs in again and replaces the store, so every cache, poller and realtime
 * stream belongs to exactly one user.
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '@cadenza/sdk';
import type { CadenzaStore } from '@cadenza/sdk/store';
import { CadenzaProvider } from '@cadenza/sdk/react';
import { Button } from '@cadenza/ui';
import { createUserStore, devLogin, type StoreEnvironment } from './create-store';
import { rememberHandle, type DemoHandle } from './demo-users';

interface DemoSessionValue {
  readonly handle: DemoHandle;
  readonly switchUser: (handle: DemoHandle) => void;
  readonly env: StoreEnvironment;
}

const DemoSessionContext = createContext<DemoSessionValue | null>(null);

export function useDemoSession(): DemoSessionValue {
  const value = useContext(DemoSessionContext);
  if (!value) throw new Error('useDemoSession: render inside <DemoSession>.');
  return value;
}

type SignIn =
  | { readonly kind: 'pending' }
  | { readonly kind: 'ready'; readonly store: CadenzaStore }
  | { readonly kind: 'failed'; readonly message: string };

export interface DemoSessionProps {
  readonly env: StoreEnvironment;
  readonly initialHandle: DemoHandle;
  readonly children?: ReactNode;
}

export function DemoSession({ env, initialHandle, children }: DemoSessionProps) {
  const { t } = useTranslation();
  const [handle, setHandle] = useState<DemoHandle>(initialHandle);
  const [attempt, setAttempt] = useState(0);
  const [signIn, setSignIn] = useState<SignIn>({ kind: 'pending' });

  useEffect(() => {
    let store: CadenzaStore | null = null;
    let cancelled = false;
    setSignIn({ kind: 'pending' });
    devLogin(env, handle).then(
      (token) => {
        if (cancelled) return;
        store = createUserStore(env, token);
        setSignIn({ kind: 'ready', store });
      },
      (error: unknown) => {
        if (!cancelled) setSignIn({ kind: 'failed', message: toApiError(error).message });
      },
    );
    return () => {
      cancelled = true;
      store?.dispose();
    };
  }, [env, handle, attempt]);

  const switchUser = useCallback(
    (next: DemoHandle) => {
      rememberHandle(env.storage, next);
      setHandle(next);
    },
    [env],
  );
  const value = useMemo(() => ({ handle, switchUser, env }), [handle, switchUser, env]);

  return (
    <DemoSessionContext.Provider value={value}>
      {signIn.kind === 'ready' ? (
        <CadenzaProvider key={handle} store={signIn.store}>
          {children}
        </CadenzaProvider>
      ) : signIn.kind === 'failed' ? (
        <div role="alert" style={{ padding: 24 }}>
          <p>{t('signInFailed', { handle, message: signIn.message })}</p>
          <Button onClick={() => setAttempt((n) => n + 1)}>{t('retry')}</Button>
        </div>
      ) : (
        <p aria-busy="true" style={{ padding: 24 }}>
          {t('signingIn', { handle })}
        </p>
      )}
    </DemoSessionContext.Provider>
  );
}
