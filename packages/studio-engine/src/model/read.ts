// Readers for untrusted JSON: each returns a well-typed value or the given fallback.

export type Json = Record<string, unknown>;

export const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const readString = (value: unknown, fallback: string): string =>
  typeof value === 'string' ? value : fallback;

export const readStringOrNull = (value: unknown): string | null =>
  typeof value === 'string' ? value : null;

export const readBoolean = (value: unknown, fallback: boolean): boolean =>
  typeof value === 'boolean' ? value : fallback;

export const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

export const readNumber = (value: unknown, fallback: number): number =>
  isFiniteNumber(value) ? value : fallback;

export const readNonNegative = (value: unknown, fallback: number): number =>
  isFiniteNumber(value) && value >= 0 ? value : fallback;

export const readPositive = (value: unknown, fallback: number): number =>
  isFiniteNumber(value) && value > 0 ? value : fallback;

export const readArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

export const readStrings = (value: unknown): string[] =>
  readArray(value).filter((item): item is string => typeof item === 'string');

export const clamp = (value: number, min: number, max: number): number =>
  Math.min(max, Math.max(min, value));
