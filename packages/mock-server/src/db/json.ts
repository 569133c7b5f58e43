// JSON columns: parsed leniently (a bad value reads as the fallback instead of throwing).
export function parseJson<T>(text: string | null | undefined, fallback: T): T {
  if (text == null || text === '') return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

export const toJson = (value: unknown): string => JSON.stringify(value ?? null);

export const bool = (value: number | null | undefined): boolean => value === 1;
export const int = (value: boolean | null | undefined): 0 | 1 => (value === true ? 1 : 0);
