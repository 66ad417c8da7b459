/** A `next` target is accepted only as a path on this site: never another origin. */
export function safeNextPath(next: unknown): string {
  if (typeof next !== 'string' || next.length > 2000) return '/';
  if (!next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return '/';
  if (/[\u0000-\u001f]/.test(next)) return '/';
  return next;
}
