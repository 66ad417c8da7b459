import type { UseQueryResult } from '@tanstack/react-query';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import CheckCircle2 from 'lucide-react/icons/circle-check';
import Clock from 'lucide-react/icons/clock';
import Gauge from 'lucide-react/icons/gauge';
import { useMemo, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { guidesText } from '../../../../../content/growth/guides-text';
import { growthModuleById } from '../../../../../content/growth/modules';
import type { GrowthModuleId, GuideExercise } from '../../../../../content/growth/types';
import { Button } from '../../../components/ui/button';
import { Badge, Card, ProgressBar } from '../../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { toastFailure } from '../../../lib/toast-failure';
import { KitState } from '../kit-state';
import { useGuideProgress, type GuideStatus } from './use-guide-progress';

const statusTone: Record<GuideStatus, 'slate' | 'blue' | 'green'> = {
  not_started: 'slate',
  in_progress: 'blue',
  completed: 'green',
};

/** The open tab lives in the address (?tab=), so a reload or a shared link keeps it. */
export function useGuideTab<T extends string>(tabs: readonly T[]) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab') as T | null;
  const tab: T = requested && tabs.includes(requested) ? requested : tabs[0];
  const [visited, setVisited] = useState<ReadonlySet<T>>(() => new Set([tab]));
  const select = (next: string) => {
    setVisited((current) => new Set([...current, next as T]));
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === tabs[0]) updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );
  };
  return { tab, select, visitedCount: visited.size };
}

/** What the client keeps of a guide (content/growth/guides/headers.ts). */
export interface GuideHeader<T extends string> {
  id: GrowthModuleId;
  title: string;
  subtitle: string;
  /** The tabs' labels, in the order the tabs are shown. */
  tabs: Record<T, string>;
}

/** What the frame itself shows of a guide's text, which the server serves (decision 0031). */
interface GuideText {
  outcome: string;
  exercises: readonly GuideExercise[];
}

interface GuideFrameProps<T extends string, K extends { guide: GuideText }> {
  header: GuideHeader<T>;
  /** The guide's kit from GET /api/growth/kits/guide-<id>. */
  kit: UseQueryResult<K>;
  /** What each tab shows, once the kit is there. */
  panels: (kit: K) => Record<T, ReactNode>;
}

/**
 * One growth guide: back link, header with the module's saved state, tabs, and the completion
 * action. The header and tab labels show at once; the guide's text waits for its kit.
 */
export function GuideFrame<T extends string, K extends { guide: GuideText }>({
  header,
  kit,
  panels,
}: GuideFrameProps<T, K>) {
  const { id: moduleId, title, subtitle, tabs: tabLabels } = header;
  const outcome = kit.data?.guide.outcome;
  const exercises = kit.data?.guide.exercises;
  const tabs = useMemo(() => Object.keys(tabLabels) as T[], [tabLabels]);
  const module = growthModuleById(moduleId);
  const { tab, select, visitedCount } = useGuideTab(tabs);
  const progress = useGuideProgress(moduleId, tabs.length, visitedCount);
  const isCompleted = progress.status === 'completed';

  async function markComplete() {
    try {
      await progress.complete();
    } catch (error) {
      toastFailure(guidesText.markFailed, error);
    }
  }

  return (
    <div className="space-y-6">
      <Button asChild variant="ghost" size="sm" className="-ml-3">
        <Link to="/growth-tools">
          <ArrowLeft className="h-4 w-4" aria-hidden /> {guidesText.backToGrowthTools}
        </Link>
      </Button>

      <header className="space-y-3">
        <div className="flex flex-wrap items-center gap-2">
          {progress.isLoaded && (
            <Badge tone={statusTone[progress.status]} data-testid="guide-status">
              {guidesText.status[progress.status]}
            </Badge>
          )}
          {module && (
            <>
              <Badge className="gap-1">
                <Clock className="h-3.5 w-3.5" aria-hidden />
                <span className="sr-only">{guidesText.duration}: </span>
                {module.duration}
              </Badge>
              <Badge className="gap-1">
                <Gauge className="h-3.5 w-3.5" aria-hidden />
                <span className="sr-only">{guidesText.difficulty}: </span>
                {module.difficulty}
              </Badge>
            </>
          )}
        </div>
        <h1 className="text-3xl font-bold text-slate-950">{title}</h1>
        <p className="text-slate-600">{subtitle}</p>
        {outcome !== undefined && (
          <div className="rounded-lg border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-slate-800">
            <span className="font-semibold">{guidesText.youWillBeAbleTo}: </span>
            {outcome}
          </div>
        )}
        {progress.isLoaded && !isCompleted && (
          <ProgressBar value={progress.percent} label={guidesText.progressLabel(title)} />
        )}
      </header>

      <Tabs value={tab} onValueChange={select}>
        <TabsList>
          {tabs.map((id) => (
            <TabsTrigger key={id} value={id}>
              {tabLabels[id]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value={tab}>
          {/* The open tab's name heads its panel, so the panel's own headings follow in order. */}
          <h2 className="sr-only">{tabLabels[tab]}</h2>
          <KitState query={kit}>{(data) => panels(data)[tab]}</KitState>
        </TabsContent>
      </Tabs>

      {exercises && <Exercises exercises={exercises} />}

      <Card className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between">
        {isCompleted ? (
          <div className="flex items-start gap-3">
            <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-emerald-700" aria-hidden />
            <div>
              <p className="font-semibold text-emerald-900">{guidesText.completed}</p>
              <p className="text-sm text-slate-600">{guidesText.completedNote}</p>
            </div>
          </div>
        ) : (
          <>
            <p className="text-sm text-slate-600">{guidesText.markCompleteNote}</p>
            <Button
              onClick={() => void markComplete()}
              disabled={!progress.isLoaded || progress.isCompleting}
            >
              <CheckCircle2 className="h-4 w-4" aria-hidden />
              {progress.isCompleting ? guidesText.marking : guidesText.markComplete}
            </Button>
          </>
        )}
      </Card>
    </div>
  );
}

function Exercises({ exercises }: { exercises: readonly GuideExercise[] }) {
  const total = exercises.reduce((sum, exercise) => sum + exercise.minutes, 0);
  return (
    <section className="space-y-3" aria-labelledby="guide-exercises">
      <h2 id="guide-exercises" className="text-xl font-semibold text-slate-950">
        {guidesText.exercisesHeading}
      </h2>
      <p className="text-sm text-slate-600">
        {guidesText.exercisesIntro} {guidesText.minutes(total)}.
      </p>
      <ol className="grid gap-4 md:grid-cols-3">
        {exercises.map((exercise) => (
          <li key={exercise.title}>
            <Card className="h-full space-y-2 p-5">
              <div className="flex items-start justify-between gap-2">
                <h3 className="font-semibold text-slate-950">{exercise.title}</h3>
                <Badge className="shrink-0">{guidesText.minutes(exercise.minutes)}</Badge>
              </div>
              <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
                {exercise.steps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </Card>
          </li>
        ))}
      </ol>
    </section>
  );
}
