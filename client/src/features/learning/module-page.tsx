import ArrowLeft from 'lucide-react/icons/arrow-left';
import ArrowRight from 'lucide-react/icons/arrow-right';
import BookOpen from 'lucide-react/icons/book-open';
import CheckCircle2 from 'lucide-react/icons/circle-check';
import Circle from 'lucide-react/icons/circle';
import ClipboardCheck from 'lucide-react/icons/clipboard-check';
import Clock from 'lucide-react/icons/clock';
import GraduationCap from 'lucide-react/icons/graduation-cap';
import Trophy from 'lucide-react/icons/trophy';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import type {
  ModuleLessons,
  StructuredLessonBody,
} from '../../../../common/contracts/learning-content';
import {
  findModuleSummary,
  summaryMinutes,
  type ModuleSummary,
} from '../../../../content/learning/catalogue';
import { learningText } from '../../../../content/learning-text';
import { normalisePath } from '../../../../common/routes';
import { NotFoundPage } from '../../components/not-found-page';
import { Button } from '../../components/ui/button';
import { Badge, Card, ProgressBar } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { toastFailure } from '../../lib/toast-failure';
import {
  useCompleteLesson,
  useModuleProgress,
  useRecordLessonOpened,
  useSaveResumePosition,
} from './api/learning-api';
import { useModuleLessons } from './api/module-lessons';
import { LessonBlocks } from './components/blocks';
import { LessonTextState } from './components/lesson-text-state';

const text = learningText;

/** One of the four structured modules: its intro page, then the lesson player. */
export function ModulePage() {
  const { pathname } = useLocation();
  const module = findModuleSummary(normalisePath(pathname).replace('/learning/', ''));
  if (!module) {
    console.error(`Unknown learning module: ${pathname}`);
    return <NotFoundPage />;
  }
  return <ModuleScreens key={module.id} module={module} />;
}

function ModuleScreens({ module }: { module: ModuleSummary }) {
  const progress = useModuleProgress(module.id, module.lessons.length > 0);
  // Fetched while the intro shows, so the player opens with its text.
  const lessons = useModuleLessons(module.id, module.lessons.length > 0);
  // ?lesson=<id> (the home dashboard's "Continue where you left off") opens that lesson at once.
  const [params, setParams] = useSearchParams();
  const asked = module.lessons.findIndex((lesson) => String(lesson.id) === params.get('lesson'));
  const [playing, setPlaying] = useState(asked >= 0);
  const [index, setIndex] = useState(Math.max(asked, 0));
  const hasLessonParam = params.has('lesson');
  useEffect(() => {
    // Read once: afterwards the player moves on, so the address no longer names a lesson.
    if (hasLessonParam) setParams({}, { replace: true });
  }, [hasLessonParam, setParams]);

  if (module.lessons.length === 0) {
    return (
      <Card className="p-8 text-center">
        <h1 className="text-2xl font-bold">{module.title}</h1>
        <p className="mt-2 text-slate-600">{text.structured.emptyModule}</p>
        <Button asChild variant="secondary" className="mt-4">
          <Link to="/structured-learning">{text.intro.back}</Link>
        </Button>
      </Card>
    );
  }
  if (progress.isPending) return <Spinner />;
  const saved = progress.data;
  const resumeAt = saved?.resumeLesson ?? 0;

  if (!playing) {
    return (
      <ModuleIntro
        module={module}
        completedLessons={saved?.completedLessons ?? []}
        status={saved?.status ?? 'not_started'}
        resumeAt={resumeAt}
        onStart={() => {
          setIndex(saved?.status === 'completed' ? 0 : resumeAt);
          setPlaying(true);
        }}
      />
    );
  }
  return (
    <LessonPlayer
      module={module}
      lessons={lessons}
      index={index}
      onIndex={setIndex}
      percent={saved?.progressPercentage ?? 0}
      completedLessons={saved?.completedLessons ?? []}
    />
  );
}

/** The intro's top (the way back, the module and its figures): fixed text, no answer in it. */
function ModuleIntroTop({ module }: { module: ModuleSummary }) {
  const t = text.intro;
  const stats: [string, string | number, ReactNode][] = [
    [t.minutes, summaryMinutes(module), <Clock key="c" className="h-5 w-5" aria-hidden />],
    [t.lessons, module.lessons.length, <BookOpen key="b" className="h-5 w-5" aria-hidden />],
    [t.level, module.level, <GraduationCap key="g" className="h-5 w-5" aria-hidden />],
  ];
  return (
    <>
      <Button asChild variant="ghost" className="-ml-3">
        <Link to="/structured-learning">
          <ArrowLeft className="h-4 w-4" aria-hidden /> {t.back}
        </Link>
      </Button>
      <section>
        <Badge tone="brand">{module.category}</Badge>
        <h1 className="mt-3 text-3xl font-bold text-slate-950">{module.title}</h1>
        <p className="mt-2 max-w-3xl text-lg text-slate-600">{module.description}</p>
      </section>
      <dl className="grid grid-cols-3 gap-3 sm:max-w-xl">
        {stats.map(([label, value, icon]) => (
          <Card key={label} className="min-w-0 p-3 sm:p-4">
            <dt className="flex items-center gap-2 text-xs text-slate-600">
              {icon} {label}
            </dt>
            <dd className="mt-1 break-words text-base font-bold text-slate-950 sm:text-xl">
              {value}
            </dd>
          </Card>
        ))}
      </dl>
    </>
  );
}

/**
 * What a module's page shows before any answer: its intro's top. A named lesson (`?lesson=`)
 * opens the player instead, so the shell draws no top then.
 */
export function PageTop() {
  const { pathname } = useLocation();
  const module = findModuleSummary(normalisePath(pathname).replace('/learning/', ''));
  if (!module || module.lessons.length === 0) return null;
  return (
    <div className="space-y-8">
      <ModuleIntroTop module={module} />
    </div>
  );
}
export const pageTopUnless = ['lesson'];

function ModuleIntro({
  module,
  completedLessons,
  status,
  resumeAt,
  onStart,
}: {
  module: ModuleSummary;
  completedLessons: readonly string[];
  status: string;
  resumeAt: number;
  onStart: () => void;
}) {
  const t = text.intro;
  const startLabel =
    status === 'completed' ? t.review : status === 'in_progress' ? t.resume(resumeAt + 1) : t.start;
  return (
    <div className="space-y-8">
      <ModuleIntroTop module={module} />
      <Button size="lg" onClick={onStart}>
        {startLabel} <ArrowRight className="h-4 w-4" aria-hidden />
      </Button>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card className="p-6">
          <h2 className="text-lg font-semibold text-slate-950">{t.outcomes}</h2>
          <ul className="mt-3 space-y-2">
            {module.outcomes.map((outcome) => (
              <li key={outcome} className="flex gap-2 text-slate-700">
                <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" aria-hidden />
                {outcome}
              </li>
            ))}
          </ul>
        </Card>
        <Card className="p-6">
          <h2 className="text-lg font-semibold text-slate-950">{t.curriculum}</h2>
          <ol className="mt-3 divide-y divide-slate-100">
            {module.lessons.map((lesson) => {
              const done = completedLessons.includes(String(lesson.id));
              return (
                <li key={lesson.id} className="flex items-center gap-3 py-2.5">
                  {done ? (
                    <CheckCircle2
                      className="h-5 w-5 shrink-0 text-emerald-600"
                      aria-label={t.done}
                    />
                  ) : (
                    <Circle className="h-5 w-5 shrink-0 text-slate-300" aria-hidden />
                  )}
                  <span className="flex-1 text-slate-800">
                    {lesson.id}. {lesson.title}
                  </span>
                  <span className="text-sm text-slate-500">{lesson.duration}</span>
                </li>
              );
            })}
          </ol>
          {module.practice ? (
            <p
              className="flex items-center gap-3 border-t border-slate-100 py-2.5"
              data-testid="curriculum-practice"
            >
              <ClipboardCheck className="h-5 w-5 shrink-0 text-amber-600" aria-hidden />
              <span className="flex-1 text-slate-800">{module.practice.title}</span>
              <span className="text-sm text-slate-500">{module.practice.duration}</span>
            </p>
          ) : null}
        </Card>
      </div>
    </div>
  );
}

/** A lesson's tab panels, in the order of the module's own tab labels (module.player.tabs). */
function lessonTabs(lesson: StructuredLessonBody): ReactNode[] {
  const content = lesson.content;
  const main = (
    <div className="space-y-6">
      <p className="text-lg leading-relaxed text-slate-800">{content.overview}</p>
      {content.topics.map((topic) => (
        <section key={topic.heading} className="space-y-3">
          <h2 className="text-lg font-semibold text-slate-950">{topic.heading}</h2>
          <LessonBlocks blocks={topic.body} />
        </section>
      ))}
      {lesson.exercises?.map((exercise) => (
        <section
          key={exercise.title}
          className="rounded-lg border border-amber-200 bg-amber-50 p-4"
        >
          <h2 className="font-semibold text-amber-950">
            {text.player.exercises}: {exercise.title}
          </h2>
          <ol className="mt-2 list-decimal space-y-1 pl-5 text-amber-950">
            {exercise.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
  const list = (items: readonly string[], icon: ReactNode) => (
    <ul className="space-y-3">
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-slate-700">
          {icon}
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
  const tick = <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600" aria-hidden />;
  const arrow = <ArrowRight className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden />;
  const tabs: ReactNode[] = [main];
  if (content.keyTakeaways) tabs.push(list(content.keyTakeaways, tick));
  if (content.actionItems) tabs.push(list(content.actionItems, arrow));
  if (content.businessApplications) {
    tabs.push(list(content.businessApplications, tick));
    tabs.push(
      <div className="space-y-6">
        <LessonBlocks blocks={content.pricing ?? []} />
        {content.costManagement ? (
          <section className="space-y-3">
            <h2 className="text-lg font-semibold">{text.player.costManagement}</h2>
            <LessonBlocks blocks={content.costManagement} />
          </section>
        ) : null}
        {content.keyMetrics ? (
          <section className="space-y-3">
            <h2 className="text-lg font-semibold">{text.player.keyMetrics}</h2>
            <div className="grid gap-3 sm:grid-cols-2">
              {content.keyMetrics.map((metric) => (
                <Card key={metric.name} className="p-4">
                  <p className="font-semibold text-slate-950">{metric.name}</p>
                  <p className="mt-1 text-sm text-slate-700">
                    <span className="font-medium">{text.player.metricTarget}:</span> {metric.target}
                  </p>
                  <p className="mt-1 text-sm text-slate-700">
                    <span className="font-medium">{text.player.metricHow}:</span>{' '}
                    {metric.howToMeasure}
                  </p>
                </Card>
              ))}
            </div>
          </section>
        ) : null}
      </div>,
    );
  }
  return tabs;
}

function LessonPlayer({
  module,
  lessons,
  index,
  onIndex,
  percent,
  completedLessons,
}: {
  module: ModuleSummary;
  lessons: UseQueryResult<ModuleLessons>;
  index: number;
  onIndex: (index: number) => void;
  percent: number;
  completedLessons: readonly string[];
}) {
  const navigate = useNavigate();
  const completeLesson = useCompleteLesson();
  const savePosition = useSaveResumePosition();
  const { mutate: recordOpen } = useRecordLessonOpened();
  const [congratulate, setCongratulate] = useState(false);
  const total = module.lessons.length;
  const safeIndex = Math.min(index, total - 1);
  const lesson = module.lessons[safeIndex];
  const isLast = safeIndex === total - 1;
  const labels = module.player;
  const busy = completeLesson.isPending;
  const practiceBody = lessons.data?.kind === 'structured' ? lessons.data.practice : undefined;
  useEffect(() => {
    recordOpen({ moduleId: module.id, lessonId: String(lesson.id) });
  }, [recordOpen, module.id, lesson.id]);

  const go = (next: number) => {
    onIndex(next);
    savePosition.mutate({ moduleId: module.id, lessonIndex: next });
    window.scrollTo({ top: 0 });
  };
  const onNext = () =>
    completeLesson.mutate(
      { moduleId: module.id, lessonId: String(lesson.id) },
      {
        onSuccess: () => (isLast ? setCongratulate(true) : go(safeIndex + 1)),
        onError: (error) =>
          toastFailure(learningText.errorTitle, error, { fallback: text.player.saveFailed }),
      },
    );
  const leave = () => navigate('/structured-learning');

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="flex-1">
          <p className="text-sm font-medium text-slate-700" data-testid="player-progress">
            {text.player.progress(percent)}
          </p>
          <ProgressBar value={percent} label={text.player.progress(percent)} className="mt-1.5" />
        </div>
        <Button variant="secondary" onClick={leave}>
          {text.player.exit}
        </Button>
      </div>

      <Card className="p-5 sm:p-8">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="brand" data-testid="lesson-badge">
            {labels.badge
              .replace('{current}', String(safeIndex + 1))
              .replace('{total}', String(total))}
          </Badge>
          <span className="inline-flex items-center gap-1 text-sm text-slate-600">
            <Clock className="h-4 w-4" aria-hidden /> {lesson.duration}
          </span>
          {completedLessons.includes(String(lesson.id)) ? (
            <Badge tone="green" className="gap-1">
              <CheckCircle2 className="h-3.5 w-3.5" aria-hidden /> {text.intro.done}
            </Badge>
          ) : null}
        </div>
        <h1 className="mt-3 text-2xl font-bold text-slate-950 sm:text-3xl">{lesson.title}</h1>

        <div className="mt-6">
          <LessonTextState query={lessons}>
            {(served) => {
              const body =
                served.kind === 'structured'
                  ? served.lessons.find((l) => l.id === String(lesson.id))
                  : undefined;
              if (!body) return null;
              return (
                <Tabs key={lesson.id} defaultValue="0">
                  <TabsList>
                    {labels.tabs.map((label, i) => (
                      <TabsTrigger key={label} value={String(i)}>
                        {label}
                      </TabsTrigger>
                    ))}
                  </TabsList>
                  {lessonTabs(body).map((content, i) => (
                    <TabsContent key={i} value={String(i)}>
                      {content}
                    </TabsContent>
                  ))}
                </Tabs>
              );
            }}
          </LessonTextState>
        </div>
      </Card>

      {isLast && module.practice && practiceBody ? (
        <Card className="border-amber-200 p-5 sm:p-8" data-testid="practice-project">
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone="yellow" className="gap-1">
              <ClipboardCheck className="h-3.5 w-3.5" aria-hidden /> {text.player.practice}
            </Badge>
            <span className="inline-flex items-center gap-1 text-sm text-slate-600">
              <Clock className="h-4 w-4" aria-hidden /> {module.practice.duration}
            </span>
          </div>
          <h2 className="mt-3 text-xl font-bold text-slate-950 sm:text-2xl">
            {module.practice.title}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{text.player.practiceNote}</p>
          <div className="mt-6 space-y-6">
            <p className="text-lg leading-relaxed text-slate-800">{practiceBody.overview}</p>
            {practiceBody.topics.map((topic) => (
              <section key={topic.heading} className="space-y-3">
                <h3 className="text-lg font-semibold text-slate-950">{topic.heading}</h3>
                <LessonBlocks blocks={topic.body} />
              </section>
            ))}
          </div>
        </Card>
      ) : null}

      <div className="flex items-center justify-between gap-3">
        <Button variant="secondary" onClick={() => go(safeIndex - 1)} disabled={safeIndex === 0}>
          <ArrowLeft className="h-4 w-4" aria-hidden /> {labels.previous}
        </Button>
        <Button onClick={onNext} disabled={busy}>
          {isLast ? (
            <>
              <Trophy className="h-4 w-4" aria-hidden /> {labels.complete}
            </>
          ) : (
            <>
              {labels.next} <ArrowRight className="h-4 w-4" aria-hidden />
            </>
          )}
        </Button>
      </div>

      <Dialog open={congratulate} onOpenChange={(open) => !open && leave()}>
        <DialogContent title={text.player.congratulationTitle}>
          <div className="flex flex-col items-center gap-4 text-center">
            <Trophy className="h-12 w-12 text-amber-500" aria-hidden />
            <p className="text-lg text-slate-800" data-testid="congratulation">
              {module.congratulation}
            </p>
            <Button onClick={leave}>{text.player.backToModules}</Button>
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}
