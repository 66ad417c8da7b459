import type { LucideIcon } from 'lucide-react';
import BarChart3 from 'lucide-react/icons/chart-column';
import CheckCircle2 from 'lucide-react/icons/circle-check';
import Circle from 'lucide-react/icons/circle';
import Clock from 'lucide-react/icons/clock';
import Handshake from 'lucide-react/icons/handshake';
import MessageSquareText from 'lucide-react/icons/message-square-text';
import Share2 from 'lucide-react/icons/share-2';
import Target from 'lucide-react/icons/target';
import Wrench from 'lucide-react/icons/wrench';
import { Link } from 'react-router';
import type { ProgressRecord } from '../../../../common/contracts/learning';
import { growthModules } from '../../../../content/growth/modules';
import type { GrowthIconName, GrowthModule } from '../../../../content/growth/types';
import { growthText } from '../../../../content/growth-text';
import { Button } from '../../components/ui/button';
import { Badge, Card, ProgressBar } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/states';
import { useUserProgress } from '../../session/user-progress';
import { GrowthPageHeader } from './growth-ui';

const text = growthText.hub;

const icons: Record<GrowthIconName, LucideIcon> = {
  Wrench,
  MessageSquareText,
  BarChart3,
  Handshake,
  Share2,
};

type Status = 'not_started' | 'in_progress' | 'completed';

function stateOf(module: GrowthModule, records: readonly ProgressRecord[]) {
  const record = records.find((r) => r.moduleId === module.id);
  return {
    status: (record?.status ?? 'not_started') as Status,
    progress: record?.status === 'completed' ? 100 : (record?.progressPercentage ?? 0),
  };
}

const statusBadge: Record<Status, { tone: 'slate' | 'blue' | 'green'; icon: LucideIcon }> = {
  not_started: { tone: 'slate', icon: Circle },
  in_progress: { tone: 'blue', icon: Clock },
  completed: { tone: 'green', icon: CheckCircle2 },
};

const actionLabel: Record<Status, string> = {
  not_started: text.start,
  in_progress: text.continue,
  completed: text.review,
};

/** /growth-tools: the five growth modules with the user's saved state, and quick access to the tools. */
export function GrowthHubPage() {
  const progress = useUserProgress();
  const records = progress.data ?? [];
  const total = growthModules.length;
  const done = growthModules.filter((m) => stateOf(m, records).status === 'completed').length;
  const percent = Math.round((done / total) * 100);

  return (
    <div className="space-y-8">
      <GrowthPageHeader
        title={text.title}
        subtitle={text.subtitle}
        back={{ to: '/', label: growthText.common.backToDashboard }}
      />

      <Card className="p-5" data-testid="growth-overall">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <div>
            <h2 className="font-semibold text-slate-950">{text.overallTitle}</h2>
            {progress.isPending ? (
              <Skeleton className="mt-1 h-5 w-40" />
            ) : (
              <p className="text-sm text-slate-600">{text.overallCaption(done, total)}</p>
            )}
          </div>
          <p className="text-2xl font-bold text-brand-700">
            {progress.isPending ? '' : `${percent}%`}
          </p>
        </div>
        <ProgressBar value={percent} label={text.overallBarLabel} className="mt-3" />
        {progress.isError ? <p className="mt-2 text-sm text-red-700">{text.loadError}</p> : null}
      </Card>

      <section aria-labelledby="growth-modules-heading">
        <h2 id="growth-modules-heading" className="sr-only">
          {text.modulesHeading}
        </h2>
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {growthModules.map((module) => {
            const { status, progress: moduleProgress } = stateOf(module, records);
            const Icon = icons[module.icon];
            const badge = statusBadge[status];
            const shownTopics = module.topics.slice(0, 3);
            const more = module.topics.length - shownTopics.length;
            const headingId = `growth-module-${module.id}`;
            return (
              <Card
                key={module.id}
                role="article"
                aria-labelledby={headingId}
                className="flex flex-col p-5"
                data-testid="growth-module-card"
                data-status={status}
              >
                <div className="flex items-start justify-between gap-3">
                  <span className="flex h-11 w-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                    <Icon className="h-6 w-6" aria-hidden />
                  </span>
                  <Badge tone={badge.tone} className="gap-1">
                    <badge.icon className="h-3.5 w-3.5" aria-hidden /> {text.statusLabels[status]}
                  </Badge>
                </div>
                <h3 id={headingId} className="mt-3 text-lg font-semibold text-slate-950">
                  {module.title}
                </h3>
                <p className="mt-1 text-sm text-slate-600">{module.description}</p>
                <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
                  <span className="inline-flex items-center gap-1">
                    <Clock className="h-4 w-4 text-slate-500" aria-hidden /> {module.duration}
                  </span>
                  <span className="inline-flex items-center gap-1">
                    <Target className="h-4 w-4 text-slate-500" aria-hidden /> {module.difficulty}
                  </span>
                </p>
                {status === 'in_progress' ? (
                  <div className="mt-3">
                    <ProgressBar value={moduleProgress} label={text.moduleBarLabel(module.title)} />
                    <p className="mt-1 text-xs text-slate-600">{moduleProgress}%</p>
                  </div>
                ) : null}
                <ul className="mt-3 flex flex-wrap gap-1.5">
                  {shownTopics.map((topic) => (
                    <li key={topic}>
                      <Badge tone="slate" className="font-medium">
                        {topic}
                      </Badge>
                    </li>
                  ))}
                  {more > 0 ? (
                    <li>
                      <Badge tone="brand">{text.moreTopics(more)}</Badge>
                    </li>
                  ) : null}
                </ul>
                <div className="mt-auto pt-4">
                  <Button
                    asChild
                    variant={status === 'completed' ? 'secondary' : 'primary'}
                    className="w-full"
                  >
                    <Link to={module.path}>
                      {actionLabel[status]}
                      <span className="sr-only">: {module.title}</span>
                    </Link>
                  </Button>
                </div>
              </Card>
            );
          })}
        </div>
      </section>

      <section aria-labelledby="quick-access-heading">
        <h2 id="quick-access-heading" className="text-xl font-semibold text-slate-950">
          {text.quickAccess.heading}
        </h2>
        <div className="mt-3 grid gap-4 md:grid-cols-3">
          {text.quickAccess.items.map((item) => (
            <Card key={item.id} className="flex flex-col p-5">
              <h3 className="font-semibold text-slate-950">{item.title}</h3>
              <p className="mt-1 text-sm text-slate-600">{item.description}</p>
              <div className="mt-auto pt-4">
                <Button asChild variant="secondary">
                  <Link to={item.to}>{item.action}</Link>
                </Button>
              </div>
            </Card>
          ))}
        </div>
      </section>
    </div>
  );
}
