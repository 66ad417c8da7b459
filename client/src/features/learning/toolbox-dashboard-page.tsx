import ArrowLeft from 'lucide-react/icons/arrow-left';
import ArrowRight from 'lucide-react/icons/arrow-right';
import BookOpen from 'lucide-react/icons/book-open';
import CheckCircle2 from 'lucide-react/icons/circle-check';
import Clock from 'lucide-react/icons/clock';
import ExternalLink from 'lucide-react/icons/external-link';
import Home from 'lucide-react/icons/house';
import Play from 'lucide-react/icons/play';
import Sparkles from 'lucide-react/icons/sparkles';
import Star from 'lucide-react/icons/star';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  durationMinutes,
  nextToolboxLesson,
  toolboxTrackSummaries,
  trackOfLesson,
  type ToolboxLessonSummary,
  type ToolboxTrackSummary,
} from '../../../../content/learning/catalogue';
import { toolboxDashboardText } from '../../../../content/learning/toolbox/dashboard-text';
import { toolCategories } from '../../../../content/learning/toolbox/tools';
import { learningText } from '../../../../content/learning-text';
import { promptLibraryPageText } from '../../../../content/learning/prompts/page-text';
import { catalogue } from '../../../../common/catalogue';
import { Button } from '../../components/ui/button';
import { Badge, Card } from '../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { toast } from '../../lib/use-toast';
import { toastFailure } from '../../lib/toast-failure';
import { useCompleteLesson, useLessonCompletions, useRecordLessonOpened } from './api/learning-api';
import { useModuleLessons } from './api/module-lessons';
import { DocumentSections } from './components/blocks';
import { LessonTextState } from './components/lesson-text-state';
import { ResourceDownload } from './components/resource-download';

const d = toolboxDashboardText;
const promptsCard = promptLibraryPageText.dashboardCard;
const { claims } = catalogue;

/** The AI Toolbox dashboard: four tracks of written lessons with their PDFs, and the tools directory. */
export function ToolboxDashboardPage() {
  const [params, setParams] = useSearchParams();
  const completions = useLessonCompletions();
  const done = new Set((completions.data ?? []).map((c) => c.lessonId));
  const lessonId = params.get('lesson');
  const track = lessonId ? trackOfLesson(lessonId) : undefined;
  const lesson = track?.lessons.find((l) => l.id === lessonId);
  if (lessonId) {
    return track && lesson ? (
      <ToolboxLessonView
        key={lesson.id}
        track={track}
        lesson={lesson}
        isDone={done.has(lesson.id)}
      />
    ) : (
      <Card className="p-8 text-center">
        <p className="text-slate-700">{learningText.toolbox.notFound}</p>
        <Button asChild variant="secondary" className="mt-4">
          <Link to="/ai-toolbox/dashboard">{d.backToDashboard}</Link>
        </Button>
      </Card>
    );
  }
  const tab = params.get('tab') === 'tools' ? 'tools' : 'courses';

  return (
    <div className="space-y-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold text-slate-950">{d.title}</h1>
          <p className="mt-1 text-slate-600">{d.subtitle}</p>
        </div>
        <Button asChild variant="secondary">
          <Link to="/">
            <Home className="h-4 w-4" aria-hidden /> {d.dashboardButton}
          </Link>
        </Button>
      </div>

      <Card className="flex flex-col gap-3 border-brand-200 bg-brand-50/60 p-5 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-lg font-semibold text-slate-950">{promptsCard.title}</h2>
          <p className="mt-1 text-sm text-slate-700">
            {promptsCard.body(claims.prompts.value, claims.industryLibraries.value)}
          </p>
        </div>
        <Button asChild className="shrink-0 self-start sm:self-center">
          <Link to={promptsCard.to}>
            <Sparkles className="h-4 w-4" aria-hidden /> {promptsCard.link}
          </Link>
        </Button>
      </Card>

      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {toolboxTrackSummaries.map((track) => (
          <Card key={track.id} className="p-4">
            <p className="text-3xl font-bold text-brand-700">{track.lessons.length}</p>
            <p className="text-sm text-slate-600">
              {track.shortTitle} {d.statSuffix}
            </p>
          </Card>
        ))}
      </div>

      {/* The top bar's "Resources" leads here: /ai-toolbox/dashboard#resources. */}
      <Tabs
        id="resources"
        className="scroll-mt-20"
        value={tab}
        onValueChange={(value) =>
          setParams(value === 'tools' ? { tab: 'tools' } : {}, { replace: true })
        }
      >
        <TabsList>
          <TabsTrigger value="courses">{d.tabs.courses}</TabsTrigger>
          <TabsTrigger value="tools">{d.tabs.tools}</TabsTrigger>
        </TabsList>
        <TabsContent value="courses" className="space-y-10">
          {toolboxTrackSummaries.map((track) => (
            <TrackSection key={track.id} track={track} done={done} />
          ))}
        </TabsContent>
        <TabsContent value="tools">
          <ToolsDirectory />
        </TabsContent>
      </Tabs>
    </div>
  );
}

function TrackSection({ track, done }: { track: ToolboxTrackSummary; done: ReadonlySet<string> }) {
  const minutes = track.lessons.reduce((sum, l) => sum + durationMinutes(l.duration), 0);
  return (
    <section aria-labelledby={`${track.id}-heading`}>
      <div className="flex flex-wrap items-baseline gap-x-3">
        <h2 id={`${track.id}-heading`} className="text-xl font-semibold text-slate-950">
          {track.title}
        </h2>
        <p className="text-sm text-slate-600">{d.sectionMeta(track.lessons.length, minutes)}</p>
      </div>
      <p className="mt-1 max-w-3xl text-sm text-slate-600">{track.description}</p>
      <div className="mt-4 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {track.lessons.map((lesson) => (
          <Card
            key={lesson.id}
            className="flex flex-col p-5"
            data-testid={`toolbox-card-${lesson.id}`}
          >
            <div className="flex items-start justify-between gap-2">
              <h3 className="font-semibold text-slate-950">{lesson.title}</h3>
              <Badge className="shrink-0 gap-1">
                <Clock className="h-3 w-3" aria-hidden /> {lesson.duration}
              </Badge>
            </div>
            <p className="mt-2 flex-1 text-sm text-slate-600">{lesson.description}</p>
            <div className="mt-4 space-y-2">
              {lesson.resources.map((resource) => (
                <ResourceDownload key={resource.name} resource={resource} />
              ))}
            </div>
            <div className="mt-4">
              {done.has(lesson.id) ? (
                <p className="inline-flex items-center gap-1.5 text-sm font-medium text-emerald-700">
                  <CheckCircle2 className="h-5 w-5" aria-hidden /> {d.completed}
                </p>
              ) : (
                <Button asChild size="sm">
                  <Link
                    to={`/ai-toolbox/dashboard?lesson=${lesson.id}`}
                    aria-label={`${d.start}: ${lesson.title}`}
                  >
                    <Play className="h-4 w-4" aria-hidden /> {d.start}
                  </Link>
                </Button>
              )}
            </div>
          </Card>
        ))}
      </div>
    </section>
  );
}

function ToolboxLessonView({
  track,
  lesson,
  isDone,
}: {
  track: ToolboxTrackSummary;
  lesson: ToolboxLessonSummary;
  isDone: boolean;
}) {
  const navigate = useNavigate();
  const complete = useCompleteLesson();
  const lessons = useModuleLessons(track.id);
  const recordOpened = useRecordLessonOpened();
  const { mutate: recordOpen } = recordOpened;
  useEffect(() => {
    recordOpen({ moduleId: track.id, lessonId: lesson.id });
  }, [recordOpen, track.id, lesson.id]);
  const next = nextToolboxLesson(lesson.id);
  const nextPath = next ? `/ai-toolbox/dashboard?lesson=${next.lesson.id}` : undefined;
  const openNext = () => {
    if (!nextPath) return;
    navigate(nextPath);
    window.scrollTo({ top: 0 });
  };
  // Moving on waits for the server to have saved the lesson: a failure keeps the reader here.
  const onComplete = (andContinue: boolean) =>
    complete.mutate(
      { moduleId: track.id, lessonId: lesson.id },
      {
        onSuccess: () => {
          toast({ title: d.markedComplete, variant: 'success' });
          if (andContinue) openNext();
        },
        onError: (error) =>
          toastFailure(learningText.errorTitle, error, {
            fallback: learningText.player.saveFailed,
          }),
      },
    );
  const upNext = next
    ? next.track.id === track.id
      ? d.upNext(next.lesson.title)
      : d.upNextTrack(next.track.shortTitle, next.lesson.title)
    : null;
  return (
    <article className="mx-auto max-w-3xl space-y-8">
      <Button variant="ghost" className="-ml-3" onClick={() => navigate('/ai-toolbox/dashboard')}>
        <ArrowLeft className="h-4 w-4" aria-hidden /> {d.backToDashboard}
      </Button>
      <header>
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="brand">{track.title}</Badge>
          <Badge className="gap-1">
            <Clock className="h-3 w-3" aria-hidden /> {lesson.duration}
          </Badge>
        </div>
        <h1 className="mt-3 text-3xl font-bold text-slate-950">{lesson.title}</h1>
      </header>
      <LessonTextState query={lessons}>
        {(served) => {
          const body =
            served.kind === 'toolbox' ? served.lessons.find((l) => l.id === lesson.id) : undefined;
          if (!body) return null;
          return (
            <>
              <div className="rounded-lg border border-brand-100 bg-brand-50 p-4">
                <p className="text-sm font-semibold text-brand-900">{d.outcomeHeading}</p>
                <p className="text-slate-800">{body.outcome}</p>
              </div>
              <DocumentSections sections={body.sections} />
              <section className="space-y-3">
                <h2 className="text-xl font-semibold text-slate-950">{d.takeawaysHeading}</h2>
                <ul className="space-y-2">
                  {body.takeaways.map((item) => (
                    <li key={item} className="flex gap-2 text-slate-700">
                      <CheckCircle2
                        className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600"
                        aria-hidden
                      />
                      {item}
                    </li>
                  ))}
                </ul>
              </section>
              <section className="space-y-3">
                <h2 className="text-xl font-semibold text-slate-950">{d.actionItemsHeading}</h2>
                <ol className="list-decimal space-y-1.5 pl-5 text-slate-700">
                  {body.actionItems.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ol>
              </section>
            </>
          );
        }}
      </LessonTextState>
      <section className="space-y-3">
        <h2 className="text-xl font-semibold text-slate-950">{d.resourcesHeading}</h2>
        {lesson.resources.map((resource) => (
          <ResourceDownload key={resource.name} resource={resource} />
        ))}
      </section>
      <div
        className="space-y-3 border-t border-slate-200 pt-6"
        data-testid="toolbox-lesson-actions"
      >
        {isDone ? (
          <p className="inline-flex items-center gap-1.5 font-medium text-emerald-700">
            <CheckCircle2 className="h-5 w-5" aria-hidden /> {d.markedComplete}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          {nextPath && isDone ? (
            <Button asChild>
              <Link to={nextPath} onClick={() => window.scrollTo({ top: 0 })}>
                {d.continueToNext} <ArrowRight className="h-4 w-4" aria-hidden />
              </Link>
            </Button>
          ) : null}
          {nextPath && !isDone ? (
            <Button onClick={() => onComplete(true)} disabled={complete.isPending}>
              {d.completeAndContinue} <ArrowRight className="h-4 w-4" aria-hidden />
            </Button>
          ) : null}
          {isDone ? null : (
            <Button
              variant={nextPath ? 'secondary' : 'primary'}
              onClick={() => onComplete(false)}
              disabled={complete.isPending}
            >
              <CheckCircle2 className="h-4 w-4" aria-hidden /> {d.markComplete}
            </Button>
          )}
          <Button asChild variant="secondary">
            <Link to="/ai-toolbox/dashboard">
              <BookOpen className="h-4 w-4" aria-hidden /> {d.backToDashboard}
            </Link>
          </Button>
        </div>
        <p className="text-sm text-slate-600">{upNext ?? d.allTracksDone}</p>
      </div>
    </article>
  );
}

function ToolsDirectory() {
  return (
    <div className="space-y-8">
      <div>
        <h2 className="text-xl font-semibold text-slate-950">{d.toolsHeading}</h2>
        <p className="mt-1 max-w-3xl text-sm text-slate-600">{d.toolsIntro}</p>
      </div>
      {toolCategories.map((category) => (
        <section key={category.id} aria-labelledby={`${category.id}-heading`}>
          <h3 id={`${category.id}-heading`} className="text-lg font-semibold text-slate-950">
            {category.name}
          </h3>
          <p className="text-sm text-slate-600">{category.description}</p>
          <div className="mt-3 grid gap-4 md:grid-cols-2">
            {category.tools.map((tool) => (
              <Card key={tool.name} className="flex flex-col p-5">
                <div className="flex items-start justify-between gap-2">
                  <h4 className="font-semibold text-slate-950">{tool.name}</h4>
                  <span
                    className="inline-flex items-center gap-1 text-sm text-slate-700"
                    aria-label={d.ratingLabel(tool.rating)}
                  >
                    <Star className="h-4 w-4 fill-amber-400 text-amber-400" aria-hidden />
                    {tool.rating.toFixed(1)}
                  </span>
                </div>
                <Badge tone="green" className="mt-2 self-start">
                  {tool.price}
                </Badge>
                <p className="mt-2 flex-1 text-sm text-slate-600">{tool.description}</p>
                <div className="mt-3 flex flex-wrap gap-1.5">
                  {tool.features.map((feature) => (
                    <Badge key={feature} tone="slate">
                      {feature}
                    </Badge>
                  ))}
                </div>
                <Button asChild variant="secondary" size="sm" className="mt-4 self-start">
                  <a
                    href={tool.link}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={d.visitLabel(tool.name)}
                  >
                    {d.visit} <ExternalLink className="h-4 w-4" aria-hidden />
                  </a>
                </Button>
              </Card>
            ))}
          </div>
        </section>
      ))}
      <p className="text-xs text-slate-500">{d.pricesNote}</p>
    </div>
  );
}
