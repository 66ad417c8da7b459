import { useSyncExternalStore } from 'react';
import { timing } from '../../../../content/app-text';

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
