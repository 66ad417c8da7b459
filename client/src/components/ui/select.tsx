import ChevronDown from 'lucide-react/icons/chevron-down';
import { cn } from '../../lib/cn';

export type SelectOption = { value: string; label: string };

/**
 * The browser's own select, styled: a phone opens its native picker, a keyboard and a screen
 * reader know it without help, and it costs no script (a scripted one was 16 KB of a page's
 * first load). Labelled by a <Label htmlFor={id}> or an aria-label. With a placeholder and no
 * value, the placeholder shows and cannot be chosen again.
 */
export function Select({
  id,
  value,
  onValueChange,
  options,
  placeholder,
  className,
  disabled,
  invalid,
  describedBy,
  ...aria
}: {
  id?: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  placeholder?: string;
  className?: string;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  'aria-label'?: string;
}) {
  const showsPlaceholder = placeholder !== undefined && !options.some((o) => o.value === value);
  return (
    <div className={cn('relative w-full min-w-0', className)}>
      <select
        id={id}
        value={showsPlaceholder ? '' : value}
        onChange={(event) => onValueChange(event.target.value)}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className={cn(
          'h-11 w-full min-w-0 cursor-pointer appearance-none truncate rounded-lg border bg-white py-0 pl-3 pr-9 text-left text-base focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100 disabled:cursor-default disabled:opacity-60 sm:text-sm',
          showsPlaceholder ? 'text-slate-500' : 'text-slate-900',
          invalid ? 'border-red-600' : 'border-slate-300',
        )}
        {...aria}
      >
        {showsPlaceholder && (
          <option value="" disabled hidden>
            {placeholder}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value} className="text-slate-900">
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDown
        className="pointer-events-none absolute right-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500"
        aria-hidden
      />
    </div>
  );
}
