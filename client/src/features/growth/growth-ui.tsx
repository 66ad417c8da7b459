import ArrowLeft from 'lucide-react/icons/arrow-left';
import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router';
import type { KpiColour } from '../../../../common/kpi-rules';
import { growthText } from '../../../../content/growth-text';
import { Button } from '../../components/ui/button';
import {
  CopyButton as SharedCopyButton,
  type CopyButtonText,
} from '../../components/ui/copy-button';
import { cn } from '../../lib/cn';

const text = growthText.common;

/** A growth page's heading, its subtitle, a way back and the page's own actions. */
export function GrowthPageHeader({
  title,
  subtitle,
  back = { to: '/growth-tools', label: text.backToHub },
  actions,
}: {
  title: string;
  subtitle: string;
  back?: { to: string; label: string };
  actions?: ReactNode;
}) {
  return (
    <header className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
      <div>
        <h1 className="text-3xl font-bold text-slate-950">{title}</h1>
        <p className="mt-1 max-w-2xl text-slate-600">{subtitle}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="secondary">
          <Link to={back.to}>
            <ArrowLeft className="h-4 w-4" aria-hidden /> {back.label}
          </Link>
        </Button>
        {actions}
      </div>
    </header>
  );
}

/** The shared Copy button (components/ui/copy-button.tsx) with the growth tools' words and toasts. */
export function CopyButton({
  messages = { done: text.copiedToast, failed: text.copyFailed },
  ...props
}: Omit<ComponentProps<typeof SharedCopyButton>, 'text'> & {
  messages?: Pick<CopyButtonText, 'done' | 'failed'>;
}) {
  return (
    <SharedCopyButton
      {...props}
      text={{ copy: text.copy, copied: text.copied, feedbackMs: text.copyFeedbackMs, ...messages }}
    />
  );
}

const barColours: Record<KpiColour, string> = {
  green: 'bg-emerald-600',
  yellow: 'bg-amber-400',
  orange: 'bg-orange-500',
  red: 'bg-red-600',
};

/** A progress bar in the KPI tracker's colours (the figure beside it says the same in words). */
export function ColouredBar({
  percent,
  colour,
  label,
}: {
  percent: number;
  colour: KpiColour;
  label: string;
}) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
      data-colour={colour}
    >
      <div
        className={cn('h-full rounded-full transition-all', barColours[colour])}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}

/** A block of ready-to-use text, kept as written (line breaks and all). */
export function TextBlock({ children, label }: { children: string; label: string }) {
  return (
    <pre
      aria-label={label}
      tabIndex={0}
      className="max-h-96 overflow-auto whitespace-pre-wrap break-words rounded-lg border border-slate-200 bg-slate-50 p-4 font-sans text-sm leading-relaxed text-slate-800"
    >
      {children}
    </pre>
  );
}
