/** Minutes of a duration text: its leading number ("12 min" → 12, "8 minutes" → 8). */
export function durationMinutes(duration: string): number {
  const match = /^\s*(\d+)/.exec(duration);
  return match ? Number(match[1]) : 0;
}
