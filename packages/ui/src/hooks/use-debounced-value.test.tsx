/** The debounced value follows its input once it has been still for the delay, on the Clock. */
import { act, renderHook } from '@testing-library/react';
import { expect, test } from 'vitest';
import { SAVED_PROMPT_SEARCH_DEBOUNCE_MS } from '@cadenza/sdk';
import { createFakeClock } from '@cadenza/sdk/testing';
import { useDebouncedValue } from './use-debounced-value';

test('saved-prompt search settles 300 ms after the last keystroke', async () => {
  const clock = createFakeClock();
  const { result, rerender } = renderHook(
    ({ value }) => useDebouncedValue(value, SAVED_PROMPT_SEARCH_DEBOUNCE_MS, clock),
    { initialProps: { value: '' } },
  );
  rerender({ value: 'ne' });
  await act(() => clock.advance(SAVED_PROMPT_SEARCH_DEBOUNCE_MS - 1));
  rerender({ value: 'neon' });
  await act(() => clock.advance(SAVED_PROMPT_SEARCH_DEBOUNCE_MS - 1));
  expect(result.current).toBe('');
  await act(() => clock.advance(1));
  expect(result.current).toBe('neon');
});
