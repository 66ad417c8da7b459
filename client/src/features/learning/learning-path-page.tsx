import ArrowRight from 'lucide-react/icons/arrow-right';
import CheckCircle2 from 'lucide-react/icons/circle-check';
import ExternalLink from 'lucide-react/icons/external-link';
import Target from 'lucide-react/icons/target';
import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { learningPathIds } from '../../../../common/curriculum';
import { normalisePath } from '../../../../common/routes';
import { learningApi } from '../../../../common/contracts/learning-api';
import type { LearningPageBody } from '../../../../common/contracts/learning-content';
import {
  learningCatalogue,
  type LearningPageSummary,
} from '../../../../content/learning/catalogue';
import type {
  AiToolsPage,
  AiUnderstandingPage,
  BasicsPage,
  LearningPathId,
  PersonalDevelopmentPage,
  Practice,
} from '../../../../content/learning/pages';
import { learningText } from '../../../../content/learning-text';
import { Button } from '../../components/ui/button';
import { NotFoundPage } from '../../components/not-found-page';
import { Badge, Card, ProgressBar } from '../../components/ui/card';
import { toast } from '../../lib/use-toast';
import { callApi } from '../../lib/api';
import { toastFailure } from '../../lib/toast-failure';
import { useUserProgress, userProgressKey } from '../../session/user-progress';
import { useCompletePage, useRecheckAccessOnRefusal } from './api/learning-api';
import { useLearningPageBody } from './api/learning-page-body';
import { DocumentBlocks } from './components/blocks';
import { LessonTextState } from './components/lesson-text-state';
import { ResourceDownload } from './components/resource-download';
import { useQueryClient } from '@tanstack/react-query';

/** What the server sends of a page: everything below its header (the catalogue has the rest). */
type Body<P> = Omit<P, 'header' | 'actions' | 'resources'>;

/** The four learning-path pages: The Basics, Understanding AI, AI Tools by Department, Personal Development. */
export function LearningPathPage() {
  const { pathname } = useLocation();
  const id = normalisePath(pathname).replace('/learning/', '') as LearningPathId;
  if (!learningPathIds.includes(id)) return <NotFoundPage />;
  return <PathPage key={id} page={learningCatalogue.pages[id]} />;
}

function PathPage({ page }: { page: LearningPageSummary }) {
  const progress = useUserProgress();
  const body = useLearningPageBody(page.id);
  const record = progress.data?.find((r) => r.moduleId === page.id);
  const isComplete = record?.status === 'completed';
  return (
    <article className="space-y-10">
      <header className="space-y-3">
        <h1 className="text-3xl font-bold text-slate-950">{page.header.title}</h1>
        <p className="max-w-3xl text-lg text-slate-600">{page.header.subtitle}</p>
        <div className="flex max-w-3xl gap-3 rounded-lg border border-brand-100 bg-brand-50 p-4">
          <Target className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden />
          <p className="text-slate-800">{page.header.outcome}</p>
        </div>
        {isComplete ? (
          <Badge tone="green" className="gap-1">
            <CheckCircle2 className="h-3.5 w-3.5" aria-hidden /> {page.actions.completed}
          </Badge>
        ) : null}
      </header>
      <LessonTextState query={body}>
        {(served: LearningPageBody) => (
          <>
            {served.id === 'basics' ? <Basics page={served} /> : null}
            {served.id === 'ai-understanding' ? <Understanding page={served} /> : null}
            {served.id === 'ai-tools' ? (
              <AiTools
                page={served}
                title={page.header.title}
                saved={record?.progressPercentage ?? 0}
                isComplete={isComplete}
              />
            ) : null}
            {served.id === 'personal-development' ? <PersonalDevelopment page={served} /> : null}
          </>
        )}
      </LessonTextState>
      <PageActions page={page} isComplete={isComplete} />
    </article>
  );
}

function Section({
  heading,
  intro,
  children,
}: {
  heading: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <section className="space-y-4">
      <h2 className="text-2xl font-semibold text-slate-950">{heading}</h2>
      {intro ? <p className="max-w-3xl text-slate-600">{intro}</p> : null}
      {children}
    </section>
  );
}

function Bullets({ items }: { items: readonly string[] }) {
  return (
    <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700 marker:text-brand-700">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

function PageActions({ page, isComplete }: { page: LearningPageSummary; isComplete: boolean }) {
  const complete = useCompletePage();
  const onComplete = () =>
    complete.mutate(page.id, {
      onSuccess: () => toast({ title: learningText.pages.completeSaved, variant: 'success' }),
      onError: (error) =>
        toastFailure(learningText.errorTitle, error, { fallback: learningText.player.saveFailed }),
    });
  return (
    <Card
      className="flex flex-col gap-4 p-6 sm:flex-row sm:items-center sm:justify-between"
      data-testid="page-actions"
    >
      {isComplete ? (
        <p className="inline-flex items-center gap-2 font-medium text-emerald-700">
          <CheckCircle2 className="h-5 w-5" aria-hidden /> {page.actions.completed}
        </p>
      ) : (
        <Button onClick={onComplete} disabled={complete.isPending}>
          <CheckCircle2 className="h-4 w-4" aria-hidden /> {page.actions.complete}
        </Button>
      )}
      <div className="flex flex-col gap-2 sm:flex-row">
        {page.resources.map((resource, i) => (
          <ResourceDownload
            key={resource.name}
            resource={resource}
            variant="button"
            label={
              i === 0 ? page.actions.download : learningText.pages.downloadResource(resource.name)
            }
          />
        ))}
      </div>
    </Card>
  );
}

function Basics({ page }: { page: Body<BasicsPage> }) {
  return (
    <>
      <Section heading={page.overview.heading}>
        <div className="max-w-3xl">
          <DocumentBlocks blocks={page.overview.blocks} />
        </div>
      </Section>
      <Section heading={page.keyConcepts.heading} intro={page.keyConcepts.intro}>
        <div className="grid gap-4 md:grid-cols-2">
          {page.keyConcepts.concepts.map((concept) => (
            <Card key={concept.term} className="p-5">
              <h3 className="font-semibold text-slate-950">{concept.term}</h3>
              <p className="mt-1 text-sm text-slate-700">{concept.definition}</p>
              <p className="mt-2 text-sm italic text-slate-600">{concept.example}</p>
            </Card>
          ))}
        </div>
      </Section>
      <Section heading={page.clientTypes.heading} intro={page.clientTypes.intro}>
        <div className="grid gap-4 lg:grid-cols-3">
          {page.clientTypes.types.map((type) => (
            <Card key={type.id} className="space-y-3 p-5">
              <h3 className="text-lg font-semibold text-slate-950">{type.name}</h3>
              <p className="text-sm text-slate-700">{type.description}</p>
              <Bullets items={type.typicalNeeds} />
              <p className="text-sm text-slate-700">
                <span className="font-medium">{type.budget}</span> · {type.salesCycle}
              </p>
              <Bullets items={type.howToWin} />
              <p className="rounded-md bg-amber-50 p-2 text-sm text-amber-950">{type.watchOut}</p>
            </Card>
          ))}
        </div>
      </Section>
    </>
  );
}

function Understanding({ page }: { page: Body<AiUnderstandingPage> }) {
  return (
    <>
      <Section heading={page.aiTypes.heading} intro={page.aiTypes.intro}>
        <div className="grid gap-4 md:grid-cols-3">
          {page.aiTypes.types.map((type) => (
            <Card key={type.name} className="space-y-2 p-5">
              <h3 className="font-semibold text-slate-950">{type.name}</h3>
              <p className="text-sm text-slate-700">{type.description}</p>
              <Bullets items={type.examples} />
            </Card>
          ))}
        </div>
      </Section>
      <Section heading={page.technologies.heading} intro={page.technologies.intro}>
        <div className="grid gap-4 md:grid-cols-2">
          {page.technologies.items.map((item) => (
            <Card key={item.name} className="space-y-2 p-5">
              <h3 className="font-semibold text-slate-950">{item.name}</h3>
              <p className="text-sm text-slate-700">{item.description}</p>
              <p className="text-sm text-slate-700">{item.businessUse}</p>
              <div className="flex flex-wrap gap-1.5">
                {item.exampleTools.map((tool) => (
                  <Badge key={tool}>{tool}</Badge>
                ))}
              </div>
            </Card>
          ))}
        </div>
      </Section>
      <Section heading={page.framework.heading} intro={page.framework.intro}>
        <ol className="space-y-4">
          {page.framework.steps.map((step) => (
            <li key={step.step}>
              <Card className="flex gap-4 p-5">
                <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
                  {step.step}
                </span>
                <div className="space-y-2">
                  <h3 className="font-semibold text-slate-950">{step.title}</h3>
                  <p className="text-sm text-slate-700">{step.description}</p>
                  <Bullets items={step.tasks} />
                  <p className="text-sm text-slate-700">
                    <span className="font-medium">{step.deliverable}</span> · {step.timeframe}
                  </p>
                </div>
              </Card>
            </li>
          ))}
        </ol>
      </Section>
    </>
  );
}

/** Departments one at a time; moving on saves the page's real progress (never backwards). */
function AiTools({
  page,
  title,
  saved,
  isComplete,
}: {
  page: Body<AiToolsPage>;
  title: string;
  saved: number;
  isComplete: boolean;
}) {
  const client = useQueryClient();
  const recheckAccess = useRecheckAccessOnRefusal();
  const total = page.departments.length;
  const [index, setIndex] = useState(() =>
    isComplete ? 0 : Math.min(total - 1, Math.round((saved / 100) * total)),
  );
  const department = page.departments[index];
  const percent = isComplete ? 100 : Math.max(saved, Math.round((index / total) * 100));
  const onNext = async () => {
    const next = index + 1;
    setIndex(next);
    if (isComplete) return;
    try {
      await callApi(learningApi.saveModuleProgress, {
        params: { moduleId: 'ai-tools' },
        body: {
          status: 'in_progress',
          // Sections passed over sections: the last one is finished by Mark Module as Complete.
          progressPercentage: Math.round((next / total) * 100),
        },
      });
      void client.invalidateQueries({ queryKey: userProgressKey, exact: true });
    } catch (error) {
      recheckAccess(error);
      toastFailure(learningText.errorTitle, error, { fallback: learningText.player.saveFailed });
    }
  };
  return (
    <>
      <Section heading={page.intro.heading}>
        <div className="max-w-3xl">
          <DocumentBlocks blocks={page.intro.blocks} />
        </div>
      </Section>
      <Card className="space-y-2 p-5">
        <div className="flex items-center justify-between text-sm">
          <span className="font-medium text-slate-800">{page.progressLabel}</span>
          <span className="text-slate-700" data-testid="ai-tools-progress">
            {learningText.pages.progressLabel(percent)}
          </span>
        </div>
        <ProgressBar value={percent} label={page.progressLabel} />
      </Card>
      <div className="flex flex-wrap gap-2" role="tablist" aria-label={title}>
        {page.departments.map((dep, i) => (
          <Button
            key={dep.id}
            size="sm"
            role="tab"
            aria-selected={i === index}
            variant={i === index ? 'primary' : 'secondary'}
            onClick={() => setIndex(i)}
          >
            {dep.name}
          </Button>
        ))}
      </div>
      <Section heading={department.name} intro={department.intro}>
        <p className="text-sm text-slate-600">{learningText.pages.sectionOf(index + 1, total)}</p>
        <div className="grid gap-4 md:grid-cols-2">
          {department.tools.map((tool) => (
            <Card key={tool.name} className="flex flex-col gap-2 p-5">
              <h3 className="font-semibold text-slate-950">{tool.name}</h3>
              <p className="flex-1 text-sm text-slate-700">{tool.use}</p>
              <Badge tone="green" className="self-start">
                {tool.price}
              </Badge>
              <a
                href={tool.link}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
              >
                {tool.name} <ExternalLink className="h-3.5 w-3.5" aria-hidden />
              </a>
            </Card>
          ))}
        </div>
        <p className="rounded-lg bg-emerald-50 p-4 text-sm text-emerald-950">
          {department.firstProject}
        </p>
        {index < total - 1 ? (
          <Button onClick={onNext}>
            {page.nextSection} <ArrowRight className="h-4 w-4" aria-hidden />
          </Button>
        ) : null}
      </Section>
    </>
  );
}

function PracticeCards({ items }: { items: readonly Practice[] }) {
  return (
    <div className="grid gap-4 md:grid-cols-3">
      {items.map((item) => (
        <Card key={item.name} className="space-y-2 p-5">
          <h4 className="font-semibold text-slate-950">{item.name}</h4>
          <p className="text-sm text-slate-700">{item.description}</p>
          <p className="rounded-md bg-brand-50 p-2 text-sm text-slate-800">{item.practice}</p>
        </Card>
      ))}
    </div>
  );
}

function PersonalDevelopment({ page }: { page: Body<PersonalDevelopmentPage> }) {
  const { leadership, goalSetting, growthMindset, learningPlan } = page;
  return (
    <>
      <Section heading={leadership.heading} intro={leadership.intro}>
        <h3 className="text-lg font-semibold text-slate-900">{leadership.coreTraitsHeading}</h3>
        <PracticeCards items={leadership.coreTraits} />
        <h3 className="text-lg font-semibold text-slate-900">{leadership.communicationHeading}</h3>
        <PracticeCards items={leadership.communicationSkills} />
      </Section>
      <Section heading={goalSetting.heading} intro={goalSetting.intro}>
        <div className="grid gap-3 md:grid-cols-5">
          {goalSetting.smart.map((letter) => (
            <Card key={letter.letter} className="p-4">
              <p className="text-3xl font-bold text-brand-700">{letter.letter}</p>
              <h3 className="font-semibold text-slate-950">{letter.name}</h3>
              <p className="mt-1 text-sm text-slate-700">{letter.description}</p>
              <p className="mt-2 text-sm italic text-slate-600">{letter.example}</p>
            </Card>
          ))}
        </div>
        <Card className="space-y-3 p-5">
          <h3 className="font-semibold text-slate-950">{goalSetting.workedExample.heading}</h3>
          <DocumentBlocks blocks={goalSetting.workedExample.blocks} />
        </Card>
      </Section>
      <Section heading={growthMindset.heading} intro={growthMindset.intro}>
        <div className="grid gap-4 md:grid-cols-2">
          <Card className="space-y-3 p-5">
            <h3 className="font-semibold text-emerald-800">{growthMindset.traitsHeading}</h3>
            {growthMindset.traits.map((trait) => (
              <div key={trait.name}>
                <p className="font-medium text-slate-900">{trait.name}</p>
                <p className="text-sm text-slate-700">{trait.description}</p>
              </div>
            ))}
          </Card>
          <Card className="space-y-3 p-5">
            <h3 className="font-semibold text-red-800">{growthMindset.pitfallsHeading}</h3>
            {growthMindset.pitfalls.map((pitfall) => (
              <div key={pitfall.name}>
                <p className="font-medium text-slate-900">{pitfall.name}</p>
                <p className="text-sm text-slate-700">{pitfall.description}</p>
              </div>
            ))}
          </Card>
        </div>
      </Section>
      <Section heading={learningPlan.heading} intro={learningPlan.intro}>
        <div className="grid gap-4 md:grid-cols-3">
          {(
            [
              [learningText.pages.daily, learningPlan.daily],
              [learningText.pages.weekly, learningPlan.weekly],
              [learningText.pages.monthly, learningPlan.monthly],
            ] as const
          ).map(([label, items]) => (
            <Card key={label} className="space-y-2 p-5">
              <h3 className="font-semibold text-slate-950">{label}</h3>
              <Bullets items={items} />
            </Card>
          ))}
        </div>
      </Section>
      <Section heading={page.callToAction.heading}>
        <p className="max-w-3xl text-slate-700">{page.callToAction.text}</p>
      </Section>
    </>
  );
}
