import X from 'lucide-react/icons/x';
import { Dialog as RadixDialog } from 'radix-ui';
import { useRef, type ReactNode } from 'react';
import { appText } from '../../../../content/app-text';
import { cn } from '../../lib/cn';

export const Dialog = RadixDialog.Root;
export const DialogClose = RadixDialog.Close;

const widths = { md: 'max-w-lg', lg: 'max-w-2xl' };

/**
 * A centred modal with its title, optional description and a close button. Focus goes back to
 * whatever opened it, also when that was not a DialogTrigger (say, a card's Edit button).
 */
export function DialogContent({
  title,
  description,
  children,
  size = 'md',
}: {
  title: string;
  description?: string;
  children: ReactNode;
  size?: keyof typeof widths;
}) {
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
      <RadixDialog.Content
        onOpenAutoFocus={() => {
          opener.current = document.activeElement as HTMLElement | null;
        }}
        onCloseAutoFocus={(event) => {
          if (opener.current?.isConnected) {
            event.preventDefault();
            opener.current.focus();
          }
        }}
        className={cn(
          'fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-1.5rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-5 shadow-xl focus:outline-none sm:p-6',
          widths[size],
        )}
      >
        <RadixDialog.Title className="pr-8 text-lg font-semibold text-slate-950">
          {title}
        </RadixDialog.Title>
        {description ? (
          <RadixDialog.Description className="mt-1 text-sm text-slate-600">
            {description}
          </RadixDialog.Description>
        ) : null}
        <div className="mt-4">{children}</div>
        <RadixDialog.Close
          aria-label={appText.close}
          className="absolute right-3 top-3 rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
        >
          <X className="h-5 w-5" aria-hidden />
        </RadixDialog.Close>
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}
