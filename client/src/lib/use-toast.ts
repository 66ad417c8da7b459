import { useSyncExternalStore } from 'react';
import { timing } from '../../../content/app-text';

export type ToastVariant = 'default' | 'destructive' | 'success';
export type ToastAction = { label: string; altText: string; onClick: () => void };
export type ToastItem = {
  id: string;
  title?: string;
  description?: string;
  variant?: ToastVariant;
  action?: ToastAction;
  duration?: number;
  open: boolean;
};

// One toast at a time; a dismissed toast stays in memory for the specified removal delay.
let toasts: ToastItem[] = [];
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function emit(next: ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      emit(toasts.filter((t) => t.id !== id));
    }, timing.toastRemoveDelayMs),
  );
}

export function dismissToast(id?: string) {
  emit(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
  for (const t of toasts) if (id === undefined || t.id === id) scheduleRemoval(t.id);
}

export function toast(input: Omit<ToastItem, 'id' | 'open'>) {
  const id = String(++counter);
  emit([{ ...input, id, open: true }, ...toasts].slice(0, timing.toastLimit));
  return { id, dismiss: () => dismissToast(id) };
}

const shownToasts = new Set<string>();
const shownWaiters = new Map<string, (() => void)[]>();

/** The toaster calls this once a toast's element is on the page. */
export function markToastShown(id: string) {
  if (shownToasts.has(id)) return;
  shownToasts.add(id);
  for (const resolve of shownWaiters.get(id) ?? []) resolve();
  shownWaiters.delete(id);
}

/**
 * Resolves once the toast is painted: for a notice that must stay readable for its whole delay
 * before a redirect, however long the toaster took to load on a slow phone.
 */
export async function whenToastShown(id: string): Promise<void> {
  if (!shownToasts.has(id)) {
    await new Promise<void>((resolve) =>
      shownWaiters.set(id, [...(shownWaiters.get(id) ?? []), resolve]),
    );
  }
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
}

/** A notice, then `next` once it has been on screen for `delayMs` (a redirect after a toast). */
export function toastThen(
  input: Omit<ToastItem, 'id' | 'open'>,
  delayMs: number,
  next: () => void,
): void {
  const { id } = toast(input);
  void whenToastShown(id).then(() => setTimeout(next, delayMs));
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
    () => toasts,
  );
}
