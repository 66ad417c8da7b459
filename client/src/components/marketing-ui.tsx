import ArrowLeft from 'lucide-react/icons/arrow-left';
import Rocket from 'lucide-react/icons/rocket';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Claim } from '../../../common/catalogue';
import type { Link as LinkContent } from '../../../content/marketing/types';
import { siteFooter } from '../../../content/marketing/site-footer';
import { Button, type ButtonProps } from './ui/button';
import { cn } from '../lib/cn';

/** The width every public section lines up to. */
export function Container({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn('mx-auto w-full max-w-6xl px-4 sm:px-6', className)}>{children}</div>;
}

/** The logo and the brand's name, leading home; `compact` keeps the name for screen readers only on a phone. */
export function BrandMark({
  name,
  tone = 'dark',
  compact = false,
}: {
  name: string;
  tone?: 'dark' | 'light';
  compact?: boolean;
}) {
  return (
    <Link
      to="/"
      className={cn(
        'inline-flex min-h-11 items-center gap-2 rounded-lg text-lg font-bold',
        tone === 'dark' ? 'text-slate-950' : 'text-white',
      )}
    >
      <span className="flex h-9 w-9 items-center justify-center rounded-lg bg-brand-700 text-white">
        <Rocket className="h-5 w-5" aria-hidden />
      </span>
      <span className={cn(compact && 'max-sm:sr-only')}>{name}</span>
    </Link>
  );
}

/** A button-styled link to a page of the app. */
export function CtaLink({
  link,
  variant = 'primary',
  size = 'lg',
  className,
}: {
  link: LinkContent;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  className?: string;
}) {
  return (
    <Button asChild variant={variant} size={size} className={className}>
      <Link to={link.to}>{link.label}</Link>
    </Button>
  );
}

/** The header of the sales and guide pages: the brand and the way back to the landing page. */
export function BackHeader({ brandName, backLink }: { brandName: string; backLink: LinkContent }) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <Container className="flex items-center justify-between gap-3 py-2">
        <BrandMark name={brandName} compact />
        <Link
          to={backLink.to}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg px-2 text-sm font-semibold whitespace-nowrap text-slate-700 hover:text-slate-950"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden /> {backLink.label}
        </Link>
      </Container>
    </header>
  );
}

export function SectionHeading({
  id,
  heading,
  subheading,
  tone = 'dark',
}: {
  id: string;
  heading: string;
  subheading?: string;
  tone?: 'dark' | 'light';
}) {
  return (
    <div className="mx-auto mb-10 max-w-3xl text-center">
      <h2
        id={id}
        className={cn(
          'text-3xl font-bold tracking-tight text-balance sm:text-4xl',
          tone === 'dark' ? 'text-slate-950' : 'text-white',
        )}
      >
        {heading}
      </h2>
      {subheading && (
        <p
          className={cn(
            'mt-3 text-lg text-pretty',
            tone === 'dark' ? 'text-slate-600' : 'text-brand-100',
          )}
        >
          {subheading}
        </p>
      )}
    </div>
  );
}

/** Marketing claims as big figures with what they measure. */
export function StatList({
  stats,
  tone = 'dark',
}: {
  stats: readonly Claim[];
  tone?: 'dark' | 'light';
}) {
  return (
    <dl
      className={cn(
        'grid gap-6 text-center',
        stats.length === 3 ? 'sm:grid-cols-3' : 'grid-cols-2 lg:grid-cols-4',
      )}
    >
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse gap-1">
          <dt className={cn('text-sm', tone === 'dark' ? 'text-slate-600' : 'text-brand-100')}>
            {stat.label}
          </dt>
          <dd
            className={cn(
              'text-3xl font-extrabold sm:text-4xl',
              tone === 'dark' ? 'text-brand-700' : 'text-white',
            )}
          >
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Lays out a list of lucide icon names through a page's own icon table. */
export function IconBadge({
  icon,
  icons,
  className,
}: {
  icon: string;
  icons: Record<string, LucideIcon>;
  className?: string;
}) {
  const Icon = icons[icon];
  return (
    <span
      className={cn(
        'flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700',
        className,
      )}
    >
      {Icon && <Icon className="h-6 w-6" aria-hidden />}
    </span>
  );
}

export function SiteFooter() {
  return (
    <footer className="border-t border-slate-800 bg-slate-950 text-slate-300">
      <Container className="grid gap-8 py-12 md:grid-cols-[1fr_auto]">
        <div>
          <BrandMark name={siteFooter.brandName} tone="light" />
          <p className="mt-3 max-w-sm text-sm">{siteFooter.tagline}</p>
          <p className="mt-4 text-sm">
            {siteFooter.supportLabel}{' '}
            <a
              href={`mailto:${siteFooter.supportEmail}`}
              className="font-semibold text-white underline underline-offset-4 hover:text-brand-100"
            >
              {siteFooter.supportEmail}
            </a>
          </p>
        </div>
        <nav aria-label="Footer">
          <ul className="grid grid-cols-2 gap-x-8 gap-y-1 text-sm">
            {siteFooter.links.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="inline-flex min-h-11 items-center hover:text-white hover:underline"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </Container>
      <div className="border-t border-slate-800 py-6 text-center text-sm text-slate-400">
        &copy; {siteFooter.copyright}
      </div>
    </footer>
  );
}
