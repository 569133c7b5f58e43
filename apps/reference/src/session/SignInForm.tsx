/**
 * The sign-in screen for a server without dev controls: handle and password (set with
 * `cadenza-mock-server create-user` or `set-password`), answered with a bearer token.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField } from '@cadenza/ui';

export interface SignInFormProps {
  readonly onSubmit: (handle: string, password: string) => Promise<void>;
}

export function SignInForm({ onSubmit }: SignInFormProps) {
  const { t } = useTranslation();
  const [handle, setHandle] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    onSubmit(handle.trim(), password).then(
      () => setBusy(false),
      (failure: unknown) => {
        setBusy(false);
        setError(failure instanceof Error ? failure.message : String(failure));
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      aria-label={t('signIn.title')}
      style={{ maxWidth: 360, margin: '64px auto', padding: 24, display: 'grid', gap: 16 }}
    >
      <h1 style={{ margin: 0, fontSize: 24 }}>{t('signIn.title')}</h1>
      <TextField
        label={t('signIn.handle')}
        value={handle}
        onValueChange={setHandle}
        autoComplete="username"
        required
      />
      <TextField
        label={t('signIn.password')}
        type="password"
        value={password}
        onValueChange={setPassword}
        autoComplete="current-password"
        error={error ?? undefined}
        required
      />
      <Button type="submit" disabled={busy || handle.trim() === '' || password === ''}>
        {t('signIn.submit')}
      </Button>
      <p style={{ margin: 0, opacity: 0.75, fontSize: 13 }}>{t('signIn.hint')}</p>
    </form>
  );
}
