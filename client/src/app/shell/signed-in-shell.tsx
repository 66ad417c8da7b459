import ChevronDown from 'lucide-react/icons/chevron-down';
import Contact from 'lucide-react/icons/contact';
import LayoutDashboard from 'lucide-react/icons/layout-dashboard';
import LogOut from 'lucide-react/icons/log-out';
import Menu from 'lucide-react/icons/menu';
import Rocket from 'lucide-react/icons/rocket';
import Settings from 'lucide-react/icons/settings';
import ShieldCheck from 'lucide-react/icons/shield-check';
import X from 'lucide-react/icons/x';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { brand } from '../../../../common/brand';
import type { CurrentUser } from '../../../../common/contracts/accounts';
import { accountsApi } from '../../../../common/contracts/accounts-api';
import { urlOf } from '../../../../common/contracts/endpoint';
import { corePercentComplete } from '../../../../common/curriculum';
import { ProgressBar } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { useAuth } from '../../session/current-user';
import { initials, topBarName } from '../../session/display-name';
import { useUserProgress } from '../../session/user-progress';
import { appText } from '../../../../content/app-text';
import { shellText } from '../../../../content/shell-text';

/**
 * The looks of a link in each menu, current or not. Only the current page's link looks current;
 * the CRM, the daily tool, stands out by its coloured icon instead.
 */
const topLinkClass = (isCurrent: boolean) =>
  cn(
    'inline-flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap',
    isCurrent ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100',
  );
const sideLinkClass = (isCurrent: boolean) =>
  cn(
    'flex items-center gap-2 rounded-md px-3 py-2 text-sm',
    isCurrent ? 'bg-brand-700 font-semibold text-white' : 'text-slate-700 hover:bg-slate-100',
  );

/** The CRM's link, in the top bar (`top`) and the sidebar (`side`). */
function CrmLink({ menu, onNavigate }: { menu: 'top' | 'side'; onNavigate?: () => void }) {
  return (
    <NavLink
      to={shellText.crm.to}
      end
      onClick={onNavigate}
      className={({ isActive }) => (menu === 'top' ? topLinkClass : sideLinkClass)(isActive)}
    >
      {({ isActive }) => (
        <>
          <Contact
            className={cn('h-4 w-4', !isActive || menu === 'top' ? 'text-brand-700' : undefined)}
            aria-hidden
          />{' '}
          {shellText.crm.label}
        </>
      )}
    </NavLink>
  );
}

function TopNavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <>
      {shellText.topNav.map((item) => (
        <Link
          key={item.to}
          to={item.to}
          onClick={onNavigate}
          aria-current={pathname === item.to ? 'page' : undefined}
          className={topLinkClass(pathname === item.to)}
        >
          {item.label}
        </Link>
      ))}
      <CrmLink menu="top" onNavigate={onNavigate} />
      <OperatorLink onNavigate={onNavigate} />
    </>
  );
}

/** The operator console, in the top bar (and the phone menu) of operators only. */
function OperatorLink({ onNavigate }: { onNavigate?: () => void }) {
  const { user } = useAuth();
  const { pathname } = useLocation();
  if (!user?.isOperator) return null;
  // The console itself; an order's page below it is another page.
  const isCurrent = pathname === shellText.operatorConsole.to;
  return (
    <Link
      to={shellText.operatorConsole.to}
      onClick={onNavigate}
      aria-current={isCurrent ? 'page' : undefined}
      className={topLinkClass(isCurrent)}
    >
      <ShieldCheck className="h-4 w-4" aria-hidden /> {shellText.operatorConsole.label}
    </Link>
  );
}

const menuItemClass =
  'flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:bg-slate-100';

/**
 * The user's name and initials open a small menu: the settings page and Logout. A disclosure (a
 * button that shows a list of links), the pattern for site navigation: links stay links for the
 * keyboard and screen readers. Escape, a click elsewhere or a navigation closes it.
 */
function AccountMenu({ user }: { user: CurrentUser }) {
  const menuId = useId();
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const isOpen = openOn === pathname;
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpenOn(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [isOpen]);
  const close = () => setOpenOn(null);
  const { accountMenu } = shellText;
  const isSettings = pathname === accountMenu.settings.to;
  return (
    <div ref={box} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        onClick={() => setOpenOn(isOpen ? null : pathname)}
        className="flex items-center gap-2 rounded-full py-1 pr-2 pl-1 hover:bg-slate-100 sm:pl-3"
      >
        <span
          className="hidden text-right text-sm font-medium text-slate-800 sm:block"
          data-testid="top-bar-name"
        >
          {topBarName(user)}
        </span>
        <span className="sr-only">{accountMenu.label}</span>
        <span
          className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800"
          aria-hidden
        >
          {initials(user)}
        </span>
        <ChevronDown
          className={cn('h-4 w-4 text-slate-600 transition-transform', isOpen && 'rotate-180')}
          aria-hidden
        />
      </button>
      {isOpen && (
        <div
          id={menuId}
          className="absolute right-0 z-50 mt-2 w-64 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          <p className="truncate px-3 pt-2 pb-1 text-xs text-slate-600">{user.email}</p>
          <ul>
            <li>
              <Link
                to={accountMenu.settings.to}
                onClick={close}
                aria-current={isSettings ? 'page' : undefined}
                className={menuItemClass}
              >
                <Settings className="h-4 w-4" aria-hidden /> {accountMenu.settings.label}
              </Link>
            </li>
            <li>
              {/* A browser navigation: the server ends the session and sends the user home. */}
              <a href={urlOf(accountsApi.logoutLink)} className={menuItemClass}>
                <LogOut className="h-4 w-4" aria-hidden /> {appText.logout}
              </a>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}

function TopBar({
  menuId,
  isMenuOpen,
  onToggleMenu,
}: {
  menuId: string;
  isMenuOpen: boolean;
  onToggleMenu: () => void;
}) {
  const { user, status } = useAuth();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4">
        <Link
          to="/"
          aria-label={shellText.homeLinkLabel(brand.name)}
          className="flex shrink-0 items-center gap-2 font-bold text-slate-950"
        >
          <span className="flex h-8 w-8 items-center justify-center rounded-lg bg-brand-700 text-white">
            <Rocket className="h-4 w-4" aria-hidden />
          </span>
          <span className="hidden xl:inline">{brand.name}</span>
        </Link>
        <nav
          aria-label={shellText.mainNavLabel}
          className="hidden flex-1 items-center gap-1 lg:flex"
        >
          <TopNavLinks />
        </nav>
        <div className="ml-auto flex items-center gap-2">
          {/* The user, or a way to log in; neither while the session is checked (the frame the
              shell's HTML shows before the app runs). */}
          {user ? (
            <>
              <AccountMenu user={user} />
            </>
          ) : status === 'unauthenticated' ? (
            <a href="/login" className="rounded-md px-3 py-2 text-sm font-medium text-brand-700">
              {appText.login}
            </a>
          ) : null}
          <button
            type="button"
            className="inline-flex h-10 w-10 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100 lg:hidden"
            aria-expanded={isMenuOpen}
            aria-controls={isMenuOpen ? menuId : undefined}
            aria-label={isMenuOpen ? shellText.menu.close : shellText.menu.open}
            onClick={onToggleMenu}
          >
            {isMenuOpen ? (
              <X className="h-5 w-5" aria-hidden />
            ) : (
              <Menu className="h-5 w-5" aria-hidden />
            )}
          </button>
        </div>
      </div>
    </header>
  );
}

function ProgressBox() {
  const progress = useUserProgress();
  const percent = corePercentComplete(progress.data ?? []);
  return (
    <div
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="progress-box"
    >
      <p className="text-sm font-semibold text-slate-900">{shellText.progress.title}</p>
      <p className="mt-1 text-2xl font-bold text-brand-700">{percent}%</p>
      <ProgressBar value={percent} label={shellText.progress.barLabel} className="mt-2" />
      <p className="mt-2 text-xs text-slate-600">{shellText.progress.caption}</p>
    </div>
  );
}

/** The sidebar's sections: the dashboard, the CRM, the learning path and the growth tools. */
function SectionLinks({ onNavigate }: { onNavigate?: () => void }) {
  const linkClass = ({ isActive }: { isActive: boolean }) => sideLinkClass(isActive);
  return (
    <>
      <div className="space-y-1">
        <NavLink to="/" end className={linkClass} onClick={onNavigate}>
          <LayoutDashboard className="h-4 w-4" aria-hidden /> {shellText.dashboard}
        </NavLink>
        <CrmLink menu="side" onNavigate={onNavigate} />
      </div>
      {shellText.sidebarSections.map((section) => (
        <div key={section.title}>
          <p className="px-3 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {section.title}
          </p>
          {section.links.map((link) => (
            <NavLink key={link.to} to={link.to} end className={linkClass} onClick={onNavigate}>
              {link.label}
            </NavLink>
          ))}
        </div>
      ))}
    </>
  );
}

function Sidebar() {
  return (
    <aside className="hidden w-64 shrink-0 lg:block" aria-label={shellText.sidebarLabel}>
      <div className="sticky top-20 space-y-6">
        <ProgressBox />
        <nav aria-label={shellText.sectionsNavLabel} className="space-y-5">
          <SectionLinks />
        </nav>
      </div>
    </aside>
  );
}

/** Below the desktop width: the top bar's links, the sidebar's sections and the progress box. */
function PhoneMenu({ id, onNavigate }: { id: string; onNavigate: () => void }) {
  return (
    <div
      id={id}
      className="border-b border-slate-200 bg-white px-4 pt-3 pb-6 shadow-sm lg:hidden"
      data-testid="phone-menu"
    >
      <nav aria-label={shellText.mobileNavLabel} className="mx-auto max-w-7xl space-y-5">
        <div className="flex flex-wrap gap-1">
          <TopNavLinks onNavigate={onNavigate} />
        </div>
        <ProgressBox />
        <div className="space-y-5">
          <SectionLinks onNavigate={onNavigate} />
        </div>
      </nav>
    </div>
  );
}

/** The top bar, the desktop sidebar and the phone menu around every signed-in page. */
export function SignedInShell({ children }: { children: ReactNode }) {
  const menuId = useId();
  const { pathname } = useLocation();
  // The menu is open on the page where it was opened: any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const isMenuOpen = openOn === pathname;
  const setIsMenuOpen = (open: boolean) => setOpenOn(open ? pathname : null);
  return (
    <div className="min-h-screen">
      <TopBar
        menuId={menuId}
        isMenuOpen={isMenuOpen}
        onToggleMenu={() => setIsMenuOpen(!isMenuOpen)}
      />
      {isMenuOpen && <PhoneMenu id={menuId} onNavigate={() => setIsMenuOpen(false)} />}
      <div className="mx-auto flex max-w-7xl gap-8 px-4 py-6">
        <Sidebar />
        <main className="min-w-0 flex-1">{children}</main>
      </div>
    </div>
  );
}
