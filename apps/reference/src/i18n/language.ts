// The languages the app ships (one folder each under public/locales) and the reader's choice,
// remembered in storage: English by default and for anything unknown.
export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Español' },
] as const;

export type Language = (typeof LANGUAGES)[number]['code'];

export const DEFAULT_LANGUAGE: Language = 'en';
export const LANGUAGE_STORAGE_KEY = 'cadenza.language';

const isLanguage = (value: unknown): value is Language =>
  LANGUAGES.some((language) => language.code === value);

/** The remembered language, or English when none (or an unknown one) is stored. */
export function storedLanguage(storage: Pick<Storage, 'getItem'>): Language {
  const value = storage.getItem(LANGUAGE_STORAGE_KEY);
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

export function storeLanguage(storage: Pick<Storage, 'setItem'>, language: Language): void {
  storage.setItem(LANGUAGE_STORAGE_KEY, language);
}
