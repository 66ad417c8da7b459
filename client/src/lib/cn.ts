import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names, skipping falsy ones. It does not settle conflicts (tailwind-merge would,
 * for about 8 KB gzip on every page's first load, which the public pages' budget has no room
 * for): a component offers a prop for each way it may look (a dialog's `size`) instead of
 * taking classes that fight its own. See docs/decisions/0014-form-pattern.md.
 */
export function cn(...classes: ClassValue[]): string {
  return clsx(classes);
}
