import CheckCircle2 from 'lucide-react/icons/circle-check';
import XCircle from 'lucide-react/icons/circle-x';
import type { ReactNode } from 'react';
import { guidesText } from '../../../../../content/growth/guides-text';
import type { GuideSection } from '../../../../../content/growth/types';
import { Badge, Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';

export function Heading({ children }: { children: ReactNode }) {
  return <h2 className="text-xl font-semibold text-slate-950">{children}</h2>;
}

/**
 * A table wider than a phone: it scrolls sideways, so it takes focus (arrow keys then scroll it)
 * and is named as a region.
 */
export function ScrollTable({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Card
      className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-600"
      role="region"
      aria-label={guidesText.tableLabel(name)}
      tabIndex={0}
    >
      {children}
    </Card>
  );
}

export function Paragraphs({ items }: { items: readonly string[] }) {
  return (
    <div className="space-y-3 text-slate-700">
      {items.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </div>
  );
}

export function Bullets({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cn('list-disc space-y-1.5 pl-5 text-slate-700', className)}>
      {items.map((text) => (
        <li key={text}>{text}</li>
      ))}
    </ul>
  );
}

export function Sections({ sections }: { sections: readonly GuideSection[] }) {
  return (
    <div className="space-y-6">
      {sections.map((section) => (
        <section key={section.heading} className="space-y-2">
          <h3 className="text-lg font-semibold text-slate-950">{section.heading}</h3>
          <Paragraphs items={section.paragraphs} />
          {section.bullets && <Bullets items={section.bullets} />}
        </section>
      ))}
    </div>
  );
}

/** Big figures in a grid; `note` labels them (e.g. as examples). */
export function StatGrid({
  stats,
  note,
}: {
  stats: readonly { label: string; value: string; detail?: string }[];
  note?: string;
}) {
  return (
    <div className="space-y-2">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {stats.map((stat) => (
          <Card key={stat.label} className="p-4">
            <p className="text-2xl font-bold text-slate-950">{stat.value}</p>
            <p className="text-sm font-medium text-slate-700">{stat.label}</p>
            {stat.detail && <p className="mt-1 text-xs text-slate-500">{stat.detail}</p>}
          </Card>
        ))}
      </div>
      {note && <p className="text-xs text-slate-500">{note}</p>}
    </div>
  );
}

export function ExampleBadge({ children = guidesText.exampleFigures }: { children?: ReactNode }) {
  return (
    <Badge tone="yellow" className="shrink-0 whitespace-nowrap">
      {children}
    </Badge>
  );
}

export function DosAndDonts({ dos, donts }: { dos: readonly string[]; donts: readonly string[] }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Card className="p-5">
        <h3 className="mb-3 font-semibold text-emerald-900">{guidesText.dos}</h3>
        <ul className="space-y-2">
          {dos.map((text) => (
            <li key={text} className="flex gap-2 text-sm text-slate-700">
              <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0 text-emerald-700" aria-hidden />
              {text}
            </li>
          ))}
        </ul>
      </Card>
      <Card className="p-5">
        <h3 className="mb-3 font-semibold text-red-900">{guidesText.donts}</h3>
        <ul className="space-y-2">
          {donts.map((text) => (
            <li key={text} className="flex gap-2 text-sm text-slate-700">
              <XCircle className="mt-0.5 h-4 w-4 shrink-0 text-red-700" aria-hidden />
              {text}
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}

export function LabelledText({ label, children }: { label: string; children: ReactNode }) {
  return (
    <p className="text-sm text-slate-700">
      <span className="font-semibold text-slate-900">{label}: </span>
      {children}
    </p>
  );
}
