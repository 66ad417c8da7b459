import { Toast } from 'radix-ui';
import X from 'lucide-react/icons/x';
import { appText, timing } from '../../../../content/app-text';
import { cn } from '../../lib/cn';
import { dismissToast, markToastShown, useToasts } from '../../lib/use-toast';

const variants = {
  default: 'border-slate-200 bg-white text-slate-900',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-950',
  // red-700 under white text: 6.5:1 (red-600 was 4.0:1 with the description's opacity).
  destructive: 'border-red-800 bg-red-700 text-white',
};

/** Radix toasts: F8 focuses the region, swipe right (50 px) dismisses, 5 s by default. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <Toast.Provider
      duration={timing.toastDurationMs}
      swipeDirection="right"
      swipeThreshold={timing.toastSwipeThresholdPx}
    >
      {toasts.map((t) => (
        <Toast.Root
          key={t.id}
          open={t.open}
          duration={t.duration}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
          className={cn(
            'pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-9 shadow-lg',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]',
            variants[t.variant ?? 'default'],
          )}
          data-testid="toast"
          ref={(node) => {
            if (node) markToastShown(t.id);
          }}
        >
          <div className="grid gap-1">
            {t.title && <Toast.Title className="text-sm font-semibold">{t.title}</Toast.Title>}
            {t.description && (
              <Toast.Description className="text-sm">{t.description}</Toast.Description>
            )}
          </div>
          {t.action && (
            <Toast.Action
              altText={t.action.altText}
              onClick={t.action.onClick}
              className="ml-auto shrink-0 rounded-md border border-current px-3 py-1 text-sm font-medium"
            >
              {t.action.label}
            </Toast.Action>
          )}
          <Toast.Close
            aria-label={appText.close}
            className="absolute right-2 top-2 rounded p-1 opacity-70 hover:opacity-100"
          >
            <X className="h-4 w-4" aria-hidden />
          </Toast.Close>
        </Toast.Root>
      ))}
      {/* On a phone at the top: a form's submit button is at its bottom, where a notice about
          that form would cover it. From the small-screen width on, in the bottom-right corner. */}
      <Toast.Viewport className="fixed top-0 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 sm:top-auto sm:bottom-0 sm:max-w-[420px]" />
    </Toast.Provider>
  );
}
