import ArrowRight from 'lucide-react/icons/arrow-right';
import BookOpen from 'lucide-react/icons/book-open';
import { Link } from 'react-router';
import { moduleSummaries, toolboxTrackSummaries } from '../../../../content/learning/catalogue';
import { homeText } from '../../../../content/home-text';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useLastLesson } from '../../session/user-progress';

const t = homeText.continueCard;

/** Where a saved lesson opens, with its titles; null when the content no longer has it. */
function findLesson(moduleId: string, lessonId: string) {
  const module = moduleSummaries.find((m) => m.id === moduleId);
  if (module) {
    const at = module.lessons.findIndex((lesson) => String(lesson.id) === lessonId);
    if (at === -1) return null;
    return {
      place: module.title,
      title: module.lessons[at].title,
      position: module.player.badge
        .replace('{current}', String(at + 1))
        .replace('{total}', String(module.lessons.length)),
      to: `${module.route}?lesson=${lessonId}`,
    };
  }
  const track = toolboxTrackSummaries.find((tr) => tr.id === moduleId);
  const at = track ? track.lessons.findIndex((lesson) => lesson.id === lessonId) : -1;
  if (!track || at === -1) return null;
  return {
    place: track.title,
    title: track.lessons[at].title,
    position: t.position(at + 1, track.lessons.length),
    to: `/ai-toolbox/dashboard?lesson=${lessonId}`,
  };
}

/** The lesson the user opened last (saved by the server, so it follows them across devices). */
export function ContinueCard() {
  const last = useLastLesson().data?.lastLesson;
  const lesson = last ? findLesson(last.moduleId, last.lessonId) : null;
  if (!lesson) return null;
  return (
    <Card
      className="flex flex-col gap-4 border-brand-200 p-5 sm:flex-row sm:items-center"
      data-testid="continue-card"
    >
      <span className="hidden h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 sm:flex">
        <BookOpen className="h-5 w-5" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <h2 className="text-sm font-semibold text-brand-800">{t.heading}</h2>
        <p className="mt-0.5 break-words text-lg font-semibold text-slate-950">{lesson.title}</p>
        <p className="text-sm text-slate-600">
          {lesson.place} · {lesson.position}
        </p>
      </div>
      <Button asChild className="self-start sm:self-center">
        <Link to={lesson.to} aria-label={t.buttonLabel(lesson.title)}>
          {t.button} <ArrowRight className="h-4 w-4" aria-hidden />
        </Link>
      </Button>
    </Card>
  );
}
