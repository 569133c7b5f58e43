/**
 * Signs in as a demo user (pro unless another was chosen) and provides that user's Cadenza store.
 * Switching user signs in again and replaces the store, so every cache, poller and realtime
 * stream belongs to exactly one user. A server without dev controls refuses sign-in by handle:
 * then the sign-in screen asks for a handle and password, the token is remembered across reloads
 * and signing out revokes it.
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
import {
  createUserStore,
  devLogin,
  passwordSignIn,
  revokeToken,
  tokenHandle,
  type StoreEnvironment,
} from './create-store';
import { rememberedToken, rememberHandle, rememberToken, type DemoHandle } from './demo-users';
import { SignInForm } from './SignInForm';

interface DemoSessionValue {
  /** The signed-in handle (a demo handle with dev controls on). */
  readonly handle: string;
  readonly switchUser: (handle: DemoHandle) => void;
  readonly env: StoreEnvironment;
  /** False once the server refused sign-in by handle (dev controls off). */
  readonly devControls: boolean;
  /** Signs out and revokes the token; null with dev controls on (switch user instead). */
  readonly signOut: (() => void) | null;
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
  | { readonly kind: 'form' }
  | { readonly kind: 'failed'; readonly message: string };

/** The server's answer to dev-login when dev controls are off. */
const DEV_CONTROLS_OFF = 'Dev controls are off.';

/** A token for this session: the remembered password sign-in, else dev sign-in by handle. */
async function startSession(
  env: StoreEnvironment,
  handle: DemoHandle,
): Promise<{ token: string; handle: string; devControls: boolean } | null> {
  const remembered = rememberedToken(env.storage);
  if (remembered !== null) {
    try {
      return { token: remembered, handle: await tokenHandle(env, remembered), devControls: false };
    } catch {
      rememberToken(env.storage, null);
    }
  }
  try {
    return { token: await devLogin(env, handle), handle, devControls: true };
  } catch (error) {
    const api = toApiError(error);
    if (api.status === 404 && api.detail === DEV_CONTROLS_OFF) return null;
    throw error;
  }
}

export interface DemoSessionProps {
  readonly env: StoreEnvironment;
  readonly initialHandle: DemoHandle;
  readonly children?: ReactNode;
}

export function DemoSession({ env, initialHandle, children }: DemoSessionProps) {
  const { t } = useTranslation();
  const [handle, setHandle] = useState<DemoHandle>(initialHandle);
  const [signedInAs, setSignedInAs] = useState<string>(initialHandle);
  const [devControls, setDevControls] = useState(true);
  const [attempt, setAttempt] = useState(0);
  const [signIn, setSignIn] = useState<SignIn>({ kind: 'pending' });
  const [token, setToken] = useState<string | null>(null);

  useEffect(() => {
    let store: CadenzaStore | null = null;
    let cancelled = false;
    setSignIn({ kind: 'pending' });
    startSession(env, handle).then(
      (session) => {
        if (cancelled) return;
        if (session === null) {
          setDevControls(false);
          setSignIn({ kind: 'form' });
          return;
        }
        setDevControls(session.devControls);
        setSignedInAs(session.handle);
        setToken(session.token);
        store = createUserStore(env, session.token);
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
  const submitPassword = useCallback(
    async (name: string, password: string) => {
      try {
        rememberToken(env.storage, await passwordSignIn(env, name, password));
      } catch (error) {
        const api = toApiError(error);
        throw new Error(api.detail ?? api.message);
      }
      setAttempt((n) => n + 1);
    },
    [env],
  );
  const signOut = useCallback(() => {
    const current = token;
    rememberToken(env.storage, null);
    setToken(null);
    if (current !== null) void revokeToken(env, current).catch(() => undefined);
    setAttempt((n) => n + 1);
  }, [env, token]);
  const value = useMemo(
    () => ({
      handle: signedInAs,
      switchUser,
      env,
      devControls,
      signOut: devControls ? null : signOut,
    }),
    [signedInAs, switchUser, env, devControls, signOut],
  );

  return (
    <DemoSessionContext.Provider value={value}>
      {signIn.kind === 'ready' ? (
        <CadenzaProvider key={`${signedInAs}:${attempt}`} store={signIn.store}>
          {children}
        </CadenzaProvider>
      ) : signIn.kind === 'form' ? (
        <SignInForm onSubmit={submitPassword} />
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
