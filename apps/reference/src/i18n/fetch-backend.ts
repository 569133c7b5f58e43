// A tiny i18next backend: reads /locales/{lng}/{ns}.json with the platform's fetch (the
// well-known http backend brings a fetch ponyfill the browser does not need).
import type { BackendModule, ReadCallback } from 'i18next';

export const localePath = (language: string, namespace: string): string =>
  `/locales/${encodeURIComponent(language)}/${encodeURIComponent(namespace)}.json`;

export function fetchBackend(fetchJson: (url: string) => Promise<Response>): BackendModule {
  return {
    type: 'backend',
    init: () => undefined,
    read(language: string, namespace: string, callback: ReadCallback) {
      fetchJson(localePath(language, namespace))
        .then(async (response) => {
          if (!response.ok)
            throw new Error(`${localePath(language, namespace)} answered ${response.status}`);
          callback(null, (await response.json()) as Record<string, unknown>);
        })
        .catch((error: unknown) =>
          callback(error instanceof Error ? error : new Error(String(error)), false),
        );
    },
  };
}
