import ArrowLeft from 'lucide-react/icons/arrow-left';
import ChevronDown from 'lucide-react/icons/chevron-down';
import Info from 'lucide-react/icons/info';
import Lightbulb from 'lucide-react/icons/lightbulb';
import SearchX from 'lucide-react/icons/search-x';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type {
  IndustryPrompts,
  IndustrySummary,
  Prompt,
} from '../../../../common/contracts/prompt-library';
import { promptLibraryPageText as t } from '../../../../content/learning/prompts/page-text';
import { Button } from '../../components/ui/button';
import { Badge, Card } from '../../components/ui/card';
import { CopyButton } from '../../components/ui/copy-button';
import { Label } from '../../components/ui/fields';
import { SearchInput } from '../../components/ui/search-input';
import { Select } from '../../components/ui/select';
import { EmptyState, ErrorState, Skeleton, SkeletonRows } from '../../components/ui/states';
import { ApiError } from '../../lib/api';
import { cn } from '../../lib/cn';
import { useIndustryPrompts } from './api/industry-prompts';
import { usePromptLibrary } from './api/prompt-library';

/** The AI Toolbox's Prompt Library: pick an industry, filter its prompts, copy one. */
export function PromptLibraryPage() {
  const [params, setParams] = useSearchParams();
  const library = usePromptLibrary();
  const industryId = params.get('industry');
  const chosen = library.data?.industries.find((industry) => industry.id === industryId) ?? null;

  const choose = (id: string) => setParams({ industry: id });

  return (
    <div className="space-y-8">
      <header className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div>
          <h1 className="text-3xl font-bold text-slate-950">{t.title}</h1>
          <p className="mt-1 max-w-3xl text-slate-600">{t.subtitle}</p>
        </div>
        <Button asChild variant="secondary" className="self-start">
          <Link to={t.back.to}>
            <ArrowLeft className="h-4 w-4" aria-hidden /> {t.back.label}
          </Link>
        </Button>
      </header>

      <HowToUse />

      <section aria-labelledby="industry-heading" className="space-y-4">
        <h2 id="industry-heading" className="text-xl font-semibold text-slate-950">
          {t.picker.heading}
        </h2>
        {library.isPending ? (
          <SkeletonRows
            count={6}
            label={t.loadingIndustries}
            className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
            row={<Skeleton className="h-20" />}
          />
        ) : library.isError ? (
          <ErrorState
            message={t.failed.index}
            detail={serverMessage(library.error)}
            onRetry={() => void library.refetch()}
            retryLabel={t.failed.retry}
          />
        ) : (
          <IndustryPicker
            industries={library.data.industries}
            chosenId={chosen?.id ?? null}
            onChoose={choose}
          />
        )}
      </section>

      {library.isSuccess && industryId !== null && chosen === null ? (
        <Card className="p-6 text-slate-700" role="status">
          {t.unknownIndustry}
        </Card>
      ) : null}
      {library.isSuccess && industryId === null ? (
        <p className="text-slate-600">{t.picker.noneChosen}</p>
      ) : null}
      {chosen ? <IndustrySection key={chosen.id} industry={chosen} /> : null}
    </div>
  );
}

/** Folded by default: the subtitle says the essentials, and the industries come first on a phone. */
function HowToUse() {
  return (
    <details className="group rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <summary className="flex cursor-pointer list-none items-center gap-2 font-semibold text-slate-950 [&::-webkit-details-marker]:hidden">
        <Info className="h-4 w-4 text-brand-700" aria-hidden />
        {t.howTo.heading}
        <ChevronDown
          className="ml-auto h-4 w-4 text-slate-500 transition-transform group-open:rotate-180"
          aria-hidden
        />
      </summary>
      <ol className="mt-3 list-decimal space-y-1 pl-5 text-sm text-slate-700">
        {t.howTo.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className="mt-3 text-sm text-slate-600">{t.howTo.markers}</p>
      <p className="mt-1 text-sm text-slate-600">{t.howTo.privacy}</p>
    </details>
  );
}

/** Fifteen cards from the small-tablet width up; a select on a phone, where cards would fill the screen. */
function IndustryPicker({
  industries,
  chosenId,
  onChoose,
}: {
  industries: readonly IndustrySummary[];
  chosenId: string | null;
  onChoose: (id: string) => void;
}) {
  return (
    <>
      <div className="sm:hidden">
        <Label htmlFor="industry-select">{t.picker.selectLabel}</Label>
        <Select
          id="industry-select"
          className="mt-1"
          value={chosenId ?? ''}
          onValueChange={onChoose}
          placeholder={t.picker.selectPlaceholder}
          options={industries.map((industry) => ({
            value: industry.id,
            label: `${industry.name} (${industry.promptCount})`,
          }))}
        />
      </div>
      <ul className="hidden gap-3 sm:grid sm:grid-cols-2 lg:grid-cols-3">
        {industries.map((industry) => {
          const isChosen = industry.id === chosenId;
          return (
            <li key={industry.id}>
              <button
                type="button"
                aria-pressed={isChosen}
                onClick={() => onChoose(industry.id)}
                className={cn(
                  'flex h-full w-full flex-col items-start rounded-xl border bg-white p-4 text-left shadow-sm transition-colors hover:border-brand-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600',
                  isChosen ? 'border-brand-700 ring-1 ring-brand-700' : 'border-slate-200',
                )}
              >
                <span className="font-semibold text-slate-950">{industry.name}</span>
                <span className="mt-1 text-sm text-slate-600">
                  {t.picker.count(industry.promptCount)}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </>
  );
}

function IndustrySection({ industry }: { industry: IndustrySummary }) {
  const prompts = useIndustryPrompts(industry.id);
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [query, setQuery] = useState('');

  return (
    <section aria-labelledby="prompts-heading" className="space-y-5">
      <div>
        <h2 id="prompts-heading" className="text-2xl font-bold text-slate-950">
          {industry.name}
        </h2>
        <p className="mt-1 max-w-3xl text-slate-600">{industry.description}</p>
      </div>

      <div className="space-y-4">
        <div role="group" aria-label={t.filters.categoryLabel} className="flex flex-wrap gap-2">
          {[
            { id: null, name: t.filters.all, promptCount: industry.promptCount },
            ...industry.categories,
          ].map((category) => (
            <Button
              key={category.id ?? 'all'}
              size="sm"
              variant={categoryId === category.id ? 'primary' : 'secondary'}
              aria-pressed={categoryId === category.id}
              onClick={() => setCategoryId(category.id)}
            >
              {category.name}
              <span className="opacity-80">({category.promptCount})</span>
            </Button>
          ))}
        </div>
        <div className="max-w-md">
          <Label htmlFor="prompt-search" className="sr-only">
            {t.filters.searchLabel}
          </Label>
          <SearchInput
            id="prompt-search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t.filters.searchPlaceholder}
            aria-label={t.filters.searchLabel}
          />
        </div>
      </div>

      {prompts.isPending ? (
        <SkeletonRows
          count={3}
          label={t.loading}
          className="space-y-4"
          row={<Skeleton className="h-56" />}
        />
      ) : prompts.isError ? (
        <ErrorState
          message={t.failed.industry}
          detail={serverMessage(prompts.error)}
          onRetry={() => void prompts.refetch()}
          retryLabel={t.failed.retry}
        />
      ) : (
        <PromptList
          library={prompts.data}
          categoryId={categoryId}
          query={query}
          onClear={() => setQuery('')}
        />
      )}
    </section>
  );
}

/** A prompt matches when every word typed appears in its title, task, text or tip. */
function matches(prompt: Prompt, query: string) {
  const haystack = [prompt.title, prompt.task, prompt.text, prompt.tip ?? '']
    .join(' ')
    .toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

function PromptList({
  library,
  categoryId,
  query,
  onClear,
}: {
  library: IndustryPrompts;
  categoryId: string | null;
  query: string;
  onClear: () => void;
}) {
  const total = library.categories.reduce((sum, c) => sum + c.prompts.length, 0);
  const groups = library.categories
    .filter((category) => categoryId === null || category.id === categoryId)
    .map((category) => ({
      ...category,
      prompts: category.prompts.filter((prompt) => matches(prompt, query)),
    }))
    .filter((category) => category.prompts.length > 0);
  const shown = groups.reduce((sum, c) => sum + c.prompts.length, 0);

  return (
    <div className="space-y-8">
      <p className="text-sm text-slate-600" role="status">
        {t.filters.shown(shown, total)}
      </p>
      {shown === 0 ? (
        <EmptyState
          icon={SearchX}
          title={t.empty.title}
          body={t.empty.body}
          action={
            query ? (
              <Button variant="secondary" size="sm" onClick={onClear}>
                {t.empty.clear}
              </Button>
            ) : undefined
          }
        />
      ) : (
        groups.map((category) => (
          <section key={category.id} aria-labelledby={`category-${category.id}`}>
            <h3 id={`category-${category.id}`} className="text-lg font-semibold text-slate-950">
              {category.name}
            </h3>
            <ul className="mt-3 space-y-4">
              {category.prompts.map((prompt) => (
                <li key={prompt.id}>
                  <PromptCard prompt={prompt} />
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}

function PromptCard({ prompt }: { prompt: Prompt }) {
  return (
    <Card className="p-4 sm:p-5" aria-labelledby={`prompt-${prompt.id}`}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h4 id={`prompt-${prompt.id}`} className="font-semibold text-slate-950">
            {prompt.title}
          </h4>
          <p className="mt-1 text-sm text-slate-700">
            <span className="sr-only">{t.prompt.task}: </span>
            {prompt.task}
          </p>
        </div>
        <div className="shrink-0">
          <CopyButton
            getText={() => prompt.text}
            label={t.prompt.copyLabel(prompt.title)}
            text={t.copy}
          />
        </div>
      </div>
      <p className="mt-3 text-xs text-slate-600">
        {t.prompt.tool}: <Badge tone="slate">{t.tools[prompt.tool]}</Badge>
      </p>
      <pre
        aria-label={`${t.prompt.promptLabel}: ${prompt.title}`}
        className="mt-3 max-h-[28rem] overflow-auto whitespace-pre-wrap break-words rounded-lg border border-slate-200 bg-slate-50 p-3 font-sans text-sm leading-relaxed text-slate-800 sm:p-4"
      >
        <PromptText text={prompt.text} />
      </pre>
      {prompt.tip ? (
        <p className="mt-3 flex gap-2 text-sm text-slate-700">
          <Lightbulb className="mt-0.5 h-4 w-4 shrink-0 text-amber-600" aria-hidden />
          <span>
            <span className="font-semibold">{t.prompt.tip}: </span>
            {prompt.tip}
          </span>
        </p>
      ) : null}
    </Card>
  );
}

/** The prompt with its [PLACEHOLDERS] marked, so the parts to replace stand out. */
function PromptText({ text }: { text: string }) {
  return text.split(/(\[[^\]]*\])/).map((part, i) =>
    i % 2 === 1 ? (
      <mark key={i} className="rounded bg-amber-100 px-0.5 font-medium text-amber-950">
        {part}
      </mark>
    ) : (
      part
    ),
  );
}

const serverMessage = (error: unknown) =>
  error instanceof ApiError ? error.serverMessage : undefined;
