import type { LucideIcon } from 'lucide-react';
import ChartColumn from 'lucide-react/icons/chart-column';
import Bot from 'lucide-react/icons/bot';
import CalendarDays from 'lucide-react/icons/calendar-days';
import CheckCircle2 from 'lucide-react/icons/circle-check';
import FileText from 'lucide-react/icons/file-text';
import Lock from 'lucide-react/icons/lock';
import LogOut from 'lucide-react/icons/log-out';
import Target from 'lucide-react/icons/target';
import TrendingUp from 'lucide-react/icons/trending-up';
import Users from 'lucide-react/icons/users';
import { Link } from 'react-router';
import { catalogue, isLaunchUpcoming } from '../../../../common/catalogue';
import { appText, authText, timing } from '../../../../content/app-text';
import { homeText } from '../../../../content/home-text';
import { Button } from '../../components/ui/button';
import { Badge, Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { toastThen } from '../../lib/use-toast';
import { useAccess, useCanOpen } from '../../session/access';
import { useAuth } from '../../session/current-user';
import { greetingName } from '../../session/display-name';
import { useLogout } from '../../session/logout';
import { expectSignedOut } from '../../session/unauthorized';
// With the page, not after it: a part that arrived later pushed the tool cards down.
import { ContinueCard } from './continue-card';
import { LearningStatsStrip } from './stats-strip';

const icons: Record<string, LucideIcon> = { Bot, TrendingUp, ChartColumn, FileText, Target, Users };

export function HomePage() {
  const { user } = useAuth();
  const logoutMutation = useLogout();
  // Nothing is called unlocked (or locked) until the server has said so.
  const access = useAccess().data;
  const isUnlocked = useCanOpen();

  if (!user) return <Spinner label={homeText.loading} />;

  function onLogout() {
    expectSignedOut();
    logoutMutation.mutate(undefined, {
      onSuccess: () => {
        toastThen({ ...authText.logoutSuccess, variant: 'success' }, timing.logoutRedirectMs, () =>
          window.location.assign('/'),
        );
      },
      // A failed logout is silent: the user goes home at once.
      onError: () => window.location.assign('/'),
    });
  }

  return (
    <div className="space-y-8">
      <section className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <Badge tone="brand" className="mb-3 gap-1" data-testid="launch-badge">
            <CalendarDays className="h-3.5 w-3.5" aria-hidden />{' '}
            {isLaunchUpcoming() ? homeText.launching : homeText.launched}{' '}
            {catalogue.launch.launchDateLabel}
          </Badge>
          <h1 className="text-3xl font-bold text-slate-950">
            {homeText.greeting(greetingName(user), user.isFirstSignIn)}
          </h1>
          <p className="mt-1 text-slate-600">{homeText.subtitle}</p>
        </div>
        {/* A second way out beside the top bar's, kept quiet: the work on this page comes first. */}
        <Button
          variant="ghost"
          size="sm"
          className="self-start"
          onClick={onLogout}
          disabled={logoutMutation.isPending}
        >
          <LogOut className="h-4 w-4" aria-hidden /> {appText.logout}
        </Button>
      </section>

      {access && <AccessNotice toolbox={access.toolbox} agency={access.agency} />}

      <ContinueCard />

      <LearningStatsStrip />

      <section className="flex flex-wrap gap-3">
        {user.hasAgencyAccess && (
          <Button asChild variant="accent">
            <Link to="/crm">{homeText.buttons.crm}</Link>
          </Button>
        )}
        <Button asChild variant="secondary">
          <Link to="/blu-leads">{homeText.buttons.leads}</Link>
        </Button>
        <Button asChild>
          <Link to="/structured-learning">{homeText.buttons.learning}</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to="/growth-tools">{homeText.buttons.growth}</Link>
        </Button>
      </section>

      <section id="resources" aria-labelledby="tools-heading">
        <h2 id="tools-heading" className="sr-only">
          {homeText.toolsHeading}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {homeText.toolCards.map((card) => {
            const Icon = icons[card.icon];
            return (
              <Link
                key={card.title}
                to={card.to}
                className="group block rounded-xl focus-visible:outline-2"
              >
                <Card className="h-full p-5 transition-shadow group-hover:shadow-md">
                  <div className="flex items-center justify-between">
                    <span className="flex h-10 w-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                      <Icon className="h-5 w-5" aria-hidden />
                    </span>
                    {access &&
                      (isUnlocked(card.to) ? (
                        <Badge tone="green">{homeText.available}</Badge>
                      ) : (
                        <Badge tone="slate" className="gap-1">
                          <Lock className="h-3 w-3" aria-hidden /> {homeText.locked}
                        </Badge>
                      ))}
                  </div>
                  <h3 className="mt-4 text-lg font-semibold text-slate-950">{card.title}</h3>
                  <p className="mt-1 text-sm text-slate-600">{card.description}</p>
                  <ul className="mt-3 space-y-1 text-sm text-slate-700">
                    {card.bullets.map((bullet) => (
                      <li key={bullet} className="flex items-center gap-2">
                        <CheckCircle2 className="h-4 w-4 text-emerald-600" aria-hidden /> {bullet}
                      </li>
                    ))}
                  </ul>
                </Card>
              </Link>
            );
          })}
        </div>
      </section>
    </div>
  );
}

/**
 * "Full Access Granted" when everything is open to this user (open access, or the agency program
 * bought); otherwise what their purchases unlock and where to get the rest.
 */
function AccessNotice({ toolbox, agency }: { toolbox: boolean; agency: boolean }) {
  if (toolbox && agency) {
    return (
      <div className="flex items-start gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4">
        <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-emerald-700" aria-hidden />
        <div>
          <p className="font-semibold text-emerald-900">{homeText.fullAccessTitle}</p>
          <p className="text-sm text-emerald-900">{homeText.fullAccessBody}</p>
        </div>
      </div>
    );
  }
  const text = homeText.partialAccess[toolbox ? 'toolbox' : 'none'];
  return (
    <div
      className="flex items-start gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4"
      data-testid="access-notice"
    >
      <Lock className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden />
      <div>
        <p className="font-semibold text-slate-950">{text.title}</p>
        <p className="text-sm text-slate-700">{text.body}</p>
        <Link
          to={text.link.to}
          className="mt-1 inline-block text-sm font-semibold text-brand-700 hover:underline"
        >
          {text.link.label}
        </Link>
      </div>
    </div>
  );
}
