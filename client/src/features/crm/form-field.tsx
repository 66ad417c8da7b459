import type { ReactNode } from 'react';
import { Label } from '../../components/ui/fields';

/** A label, the control and its message; the control gets `errorId` as aria-describedby. */
export function FormField({
  id,
  label,
  error,
  className,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className ?? 'grid min-w-0 gap-1.5'}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The aria attributes of a control whose field may show an error. */
export const fieldAria = (id: string, error?: string) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : undefined,
});
