import type { FormEventHandler, ReactNode } from 'react';
import { Button } from './button';
import { DialogClose } from './dialog';

/**
 * A dialog's form: its fields (FieldColumns, then any wide ones such as notes), then Cancel and
 * the submit button at the bottom.
 */
export function DialogForm({
  onSubmit,
  children,
  cancelLabel,
  submitLabel,
  isSaving,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
  cancelLabel: string;
  submitLabel: string;
  isSaving: boolean;
}) {
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {children}
      {/* Stays in view at the bottom of the dialog while a phone scrolls its fields. */}
      <div
        className="sticky -bottom-5 z-10 -mx-5 flex flex-col-reverse gap-2 border-t border-slate-200 bg-white px-5 py-3 sm:-bottom-6 sm:-mx-6 sm:flex-row sm:justify-end sm:px-6"
        data-testid="dialog-actions"
      >
        <DialogClose asChild>
          <Button variant="secondary">{cancelLabel}</Button>
        </DialogClose>
        <Button type="submit" disabled={isSaving}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

/**
 * Short fields two to a row, one on a phone. Give each a FormField: it keeps its label and
 * control on top when a neighbour's message makes the row taller.
 */
export function FieldColumns({ children }: { children: ReactNode }) {
  return <div className="grid gap-4 sm:grid-cols-2">{children}</div>;
}

/** react-hook-form `register` options for an optional number field: empty is null. */
export const optionalNumber = {
  setValueAs: (value: unknown) =>
    value === '' || value === null || value === undefined ? null : Number(value),
};
