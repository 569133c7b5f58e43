/** The last index i with values[i] <= x in an ascending array, or -1 (binary search). */
export function floorIndex(values: Float64Array, x: number): number {
  let lo = 0;
  let hi = values.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if ((values[mid] as number) <= x) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}
