import { Check, ChevronDown } from 'lucide-react';
import { Select as RadixSelect } from 'radix-ui';
import { cn } from '../../lib/cn';

export type SelectOption = { value: string; label: string };

/** A Radix select: keyboard and screen-reader friendly, labelled by a <Label htmlFor={id}>. */
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
  return (
    <RadixSelect.Root value={value} onValueChange={onValueChange} disabled={disabled}>
      <RadixSelect.Trigger
        id={id}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className={cn(
          'inline-flex h-11 w-full min-w-0 items-center justify-between gap-2 rounded-lg border bg-white px-3 text-left text-base text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100 disabled:opacity-60 data-[placeholder]:text-slate-500 sm:text-sm',
          invalid ? 'border-red-600' : 'border-slate-300',
          className,
        )}
        {...aria}
      >
        <span className="min-w-0 truncate">
          <RadixSelect.Value placeholder={placeholder} />
        </span>
        <RadixSelect.Icon>
          <ChevronDown className="h-4 w-4 shrink-0 text-slate-500" aria-hidden />
        </RadixSelect.Icon>
      </RadixSelect.Trigger>
      <RadixSelect.Portal>
        <RadixSelect.Content
          position="popper"
          sideOffset={4}
          className="z-[60] max-h-[min(20rem,var(--radix-select-content-available-height))] min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-lg border border-slate-200 bg-white shadow-lg"
        >
          <RadixSelect.Viewport className="p-1">
            {options.map((option) => (
              <RadixSelect.Item
                key={option.value}
                value={option.value}
                className="relative flex cursor-pointer select-none items-center rounded-md py-2 pl-8 pr-3 text-sm text-slate-900 outline-none data-[highlighted]:bg-brand-50 data-[state=checked]:font-semibold"
              >
                <RadixSelect.ItemIndicator className="absolute left-2 inline-flex">
                  <Check className="h-4 w-4 text-brand-700" aria-hidden />
                </RadixSelect.ItemIndicator>
                <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
              </RadixSelect.Item>
            ))}
          </RadixSelect.Viewport>
        </RadixSelect.Content>
      </RadixSelect.Portal>
    </RadixSelect.Root>
  );
}
