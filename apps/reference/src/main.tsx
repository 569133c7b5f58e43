// Entry: loads the strings of the remembered language (English on a first visit), then renders the app (dark by default) signed in as the
// remembered demo user (pro on a first visit).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { App } from './app/App';
import { initI18n } from './i18n/i18n';
import { storedLanguage } from './i18n/language';
import { initialHandle } from './session/demo-users';
import type { StoreEnvironment } from './session/create-store';

const env: StoreEnvironment = {
  origin: window.location.origin,
  fetch: (input, init) => window.fetch(input, init),
  storage: window.localStorage,
};

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

void initI18n((url) => window.fetch(url), storedLanguage(env.storage)).then((i18n) => {
  const markLanguage = (language: string) => {
    document.documentElement.lang = language;
  };
  markLanguage(i18n.language);
  i18n.on('languageChanged', markLanguage);
  createRoot(root).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <App env={env} initialHandle={initialHandle(env.storage, window.location.search)} />
      </I18nextProvider>
    </StrictMode>,
  );
});
