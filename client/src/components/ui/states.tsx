import type { LucideIcon } from 'lucide-react';
import AlertTriangle from 'lucide-react/icons/triangle-exclamation-point';
import RotateCw from 'lucide-react/icons/rotate-cw';
import { Fragment, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from './button';

/** A grey placeholder block shown while data loads. */
export function Skeleton({ className }: { className?: string }) {
  return <div className={cn('animate-pulse rounded-md bg-slate-200', className)} aria-hidden />;
}

/** Placeholders standing in for a list while it loads, announced once as loading. */
export function SkeletonRows({
  count,
  label,
  row,
  className,
}: {
  count: number;
  label: string;
  row: ReactNode;
  className?: string;
}) {
  return (
    <div className={className} role="status" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <Fragment key={i}>{row}</Fragment>
      ))}
    </div>
  );
}

/** What an empty list says, with the action that fills it. */
export function EmptyState({
  icon: Icon,
  title,
  body,
  action,
}: {
  icon: LucideIcon;
  title: string;
  body: string;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
      <span className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon className="h-6 w-6" aria-hidden />
      </span>
      <p className="mt-3 font-semibold text-slate-950">{title}</p>
      <p className="mt-1 max-w-sm text-sm text-slate-600">{body}</p>
      {action ? <div className="mt-4">{action}</div> : null}
    </div>
  );
}

/** A failed load: what went wrong and a way to try again. */
export function ErrorState({
  message,
  detail,
  onRetry,
  retryLabel,
}: {
  message: string;
  detail?: string;
  onRetry: () => void;
  retryLabel: string;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-xl border border-red-200 bg-red-50 px-6 py-8 text-center"
    >
      <AlertTriangle className="h-6 w-6 text-red-700" aria-hidden />
      <p className="mt-2 font-semibold text-red-900">{message}</p>
      {detail ? <p className="mt-1 text-sm text-red-800">{detail}</p> : null}
      <Button variant="secondary" size="sm" className="mt-4" onClick={onRetry}>
        <RotateCw className="h-4 w-4" aria-hidden /> {retryLabel}
      </Button>
    </div>
  );
}
