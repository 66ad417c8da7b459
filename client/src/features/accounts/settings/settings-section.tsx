import { type ReactNode, useId } from 'react';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';

/** One part of the settings page: a titled card. */
export function SettingsSection({
  title,
  description,
  tone = 'plain',
  children,
  testId,
}: {
  title: string;
  description?: string;
  tone?: 'plain' | 'danger';
  children: ReactNode;
  testId?: string;
}) {
  const headingId = useId();
  return (
    <Card className={cn('p-5 sm:p-6', tone === 'danger' && 'border-red-200')} data-testid={testId}>
      <section aria-labelledby={headingId} className="grid gap-4">
        <div>
          <h2
            id={headingId}
            className={cn(
              'text-lg font-semibold',
              tone === 'danger' ? 'text-red-800' : 'text-slate-950',
            )}
          >
            {title}
          </h2>
          {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
        </div>
        {children}
      </section>
    </Card>
  );
}
