import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, storedLanguage, storeLanguage } from './language';

const memoryStorage = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
};

describe('language choice (default English, remembered in storage)', () => {
  it('is English on a first visit', () => {
    expect(storedLanguage(memoryStorage())).toBe('en');
    expect(DEFAULT_LANGUAGE).toBe('en');
  });

  it('remembers Español once chosen', () => {
    const storage = memoryStorage();
    storeLanguage(storage, 'es');
    expect(storage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
    expect(storedLanguage(storage)).toBe('es');
  });

  it('falls back to English for a language the app does not ship', () => {
    const storage = memoryStorage();
    storage.setItem(LANGUAGE_STORAGE_KEY, 'xx');
    expect(storedLanguage(storage)).toBe('en');
  });
});
