// Failed password sign-ins per handle within a sliding window (a pure state plus a small store),
// so a handle cannot be guessed at full speed: past the limit, sign-in answers 429 until the
// oldest failure leaves the window.
export interface ThrottleLimits {
  readonly max: number;
  readonly windowMs: number;
}

const HANDLES_MAX = 10_000;

export function createSignInThrottle(limits: ThrottleLimits) {
  const failures = new Map<string, number[]>();
  const recent = (handle: string, now: number): number[] =>
    (failures.get(handle) ?? []).filter((at) => now - at < limits.windowMs);
  return {
    blocked(handle: string, now: number): boolean {
      return recent(handle.toLowerCase(), now).length >= limits.max;
    },
    fail(handle: string, now: number): void {
      const key = handle.toLowerCase();
      if (!failures.has(key) && failures.size >= HANDLES_MAX) failures.clear();
      failures.set(key, [...recent(key, now), now]);
    },
    succeed(handle: string): void {
      failures.delete(handle.toLowerCase());
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
