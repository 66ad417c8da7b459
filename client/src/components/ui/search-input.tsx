import Search from 'lucide-react/icons/search';
import type { InputHTMLAttributes } from 'react';

/**
 * A search box with its magnifier. It sets its own left padding rather than taking a class
 * that fights the input's (class names are not merged: docs/decisions/0014-form-pattern.md).
 */
export function SearchInput(props: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  return (
    <div className="relative">
      <Search
        className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500"
        aria-hidden
      />
      <input
        type="search"
        className="h-11 w-full rounded-lg border border-slate-300 bg-white pl-9 pr-3 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100 disabled:opacity-60 sm:text-sm"
        {...props}
      />
    </div>
  );
}
