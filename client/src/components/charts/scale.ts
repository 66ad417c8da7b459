/** A round top for an axis at or above `max`: 1, 2 or 5 times a power of ten (at least 1). */
export function niceMax(max: number): number {
  if (!(max > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 5, 10].find((m) => m * power >= max) ?? 10;
  return step * power;
}

/** Which of `count` labels to write so that they fit `width` pixels at about `each` pixels a label. */
export function labelEvery(count: number, width: number, each: number): number {
  const fits = Math.max(1, Math.floor(width / each));
  return Math.max(1, Math.ceil(count / fits));
}
