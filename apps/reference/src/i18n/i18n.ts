// i18next for the app's own words (navigation, page headings, the dev toolbar): English by
// default or the reader's remembered language (language.ts), each namespace loaded on demand
// from /locales/{lang}/{namespace}.json. The spec's
// product messages come verbatim from @cadenza/sdk and the ui package, not from these files.
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { fetchBackend } from './fetch-backend';
import { DEFAULT_LANGUAGE } from './language';

export async function initI18n(
  fetchJson: (url: string) => Promise<Response>,
  language: string = DEFAULT_LANGUAGE,
): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance
    .use(fetchBackend(fetchJson))
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      ns: ['common', 'toolbar'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
  return instance;
}
