import { LayoutDashboard, LogOut, Rocket } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { brand } from '../../../../common/brand';
import { corePercentComplete } from '../../../../common/curriculum';
import { ProgressBar } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { useAuth } from '../../features/accounts/api/current-user';
import { useUserProgress } from '../../features/learning/api/user-progress';
import { initials, topBarName } from './display-name';
import { appText } from '../../../../content/app-text';
import { shellText } from '../../../../content/shell-text';

function TopBar() {
  const { user } = useAuth();
  const { pathname } = useLocation();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4">
        <Link to="/" className="flex items-center gap-2 font-bold text-slate-950">
          <span className="flex h-8 w-8 items-center justify-center rounded-lg bg-brand-700 text-white">
            <Rocket className="h-4 w-4" aria-hidden />
          </span>
          <span className="hidden sm:inline">{brand.name}</span>
        </Link>
        <nav
          aria-label={shellText.mainNavLabel}
          className="hidden flex-1 items-center gap-1 md:flex"
        >
          {shellText.topNav.map((item) =>
            item.to.startsWith('#') ? (
              <a
                key={item.to}
                href={item.to}
                className="rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100"
              >
                {item.label}
              </a>
            ) : (
              <Link
                key={item.to}
                to={item.to}
                aria-current={pathname === item.to ? 'page' : undefined}
                className={cn(
                  'rounded-md px-3 py-2 text-sm font-medium hover:bg-slate-100',
                  pathname === item.to ? 'bg-brand-50 text-brand-800' : 'text-slate-700',
                )}
              >
                {item.label}
              </Link>
            ),
          )}
        </nav>
        <div className="ml-auto flex items-center gap-3">
          {user ? (
            <>
              <span
                className="hidden text-right text-sm font-medium text-slate-800 sm:block"
                data-testid="top-bar-name"
              >
                {topBarName(user)}
              </span>
              <span
                className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800"
                aria-hidden
              >
                {initials(user)}
              </span>
              {/* A browser navigation: the server ends the session and sends the user home. */}
              <a
                href="/api/logout"
                className="inline-flex items-center gap-1 rounded-md px-2 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100"
              >
                <LogOut className="h-4 w-4" aria-hidden /> {appText.logout}
              </a>
            </>
          ) : (
            <a href="/login" className="rounded-md px-3 py-2 text-sm font-medium text-brand-700">
              {appText.login}
            </a>
          )}
        </div>
      </div>
      <nav
        aria-label={shellText.mobileNavLabel}
        className="flex gap-1 overflow-x-auto border-t border-slate-100 px-2 py-1 md:hidden"
      >
        {shellText.topNav.map((item) =>
          item.to.startsWith('#') ? (
            <a
              key={item.to}
              href={item.to}
              className="whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium text-slate-700"
            >
              {item.label}
            </a>
          ) : (
            <Link
              key={item.to}
              to={item.to}
              className="whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium text-slate-700"
            >
              {item.label}
            </Link>
          ),
        )}
      </nav>
    </header>
  );
}

function Sidebar() {
  const progress = useUserProgress();
  const percent = corePercentComplete(progress.data ?? []);
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    cn(
      'block rounded-md px-3 py-2 text-sm',
      isActive ? 'bg-brand-700 font-semibold text-white' : 'text-slate-700 hover:bg-slate-100',
    );
  return (
    <aside className="hidden w-64 shrink-0 lg:block" aria-label={shellText.sidebarLabel}>
      <div className="sticky top-20 space-y-6">
        <div
          className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
          data-testid="progress-box"
        >
          <p className="text-sm font-semibold text-slate-900">{shellText.progress.title}</p>
          <p className="mt-1 text-2xl font-bold text-brand-700">{percent}%</p>
          <ProgressBar value={percent} label={shellText.progress.barLabel} className="mt-2" />
          <p className="mt-2 text-xs text-slate-600">{shellText.progress.caption}</p>
        </div>
        <nav aria-label={shellText.sectionsNavLabel} className="space-y-5">
          <NavLink to="/" end className={linkClass}>
            <span className="inline-flex items-center gap-2">
              <LayoutDashboard className="h-4 w-4" aria-hidden /> {shellText.dashboard}
            </span>
          </NavLink>
          {shellText.sidebarSections.map((section) => (
            <div key={section.title}>
              <p className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-slate-500">
                {section.title}
              </p>
              {section.links.map((link) => (
                <NavLink key={link.to} to={link.to} className={linkClass}>
                  {link.label}
                </NavLink>
              ))}
            </div>
          ))}
        </nav>
      </div>
    </aside>
  );
}

/** The top bar and desktop sidebar around every signed-in page. */
export function SignedInShell({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-screen">
      <TopBar />
      <div className="mx-auto flex max-w-7xl gap-8 px-4 py-6">
        <Sidebar />
        <main className="min-w-0 flex-1">{children}</main>
      </div>
    </div>
  );
}
