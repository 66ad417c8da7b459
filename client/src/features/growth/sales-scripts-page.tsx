import Download from 'lucide-react/icons/download';
import Lightbulb from 'lucide-react/icons/lightbulb';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { Prospect } from '../../../../common/contracts/growth';
import { fillPlaceholders, firstNameOf } from '../../../../content/growth/placeholders';
import { scriptCategories } from '../../../../content/growth/script-categories';
import { scriptText } from '../../../../content/growth/script-text';
import type { SalesScriptsKit } from '../../../../common/contracts/growth-kits';
import type { ScriptCategory } from '../../../../content/growth/types';
import { growthText } from '../../../../content/growth-text';
import { Button } from '../../components/ui/button';
import { Badge, Card } from '../../components/ui/card';
import { Label } from '../../components/ui/fields';
import { SearchInput } from '../../components/ui/search-input';
import { Select } from '../../components/ui/select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { toast } from '../../lib/use-toast';
import { toastFailure } from '../../lib/toast-failure';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useAuth } from '../../session/current-user';
import { useDownloadScript } from './api/download-script';
import { useGrowthKit } from './api/growth-kit';
import { useProspectChoices } from './api/list-prospects';
import { CopyButton, GrowthPageHeader, TextBlock } from './growth-ui';
import { KitState } from './kit-state';

const text = growthText.scripts;
const NONE = 'none';

type KitScript = SalesScriptsKit['scripts'][number];

/** /growth/sales-scripts: the library by category; a script can be filled from a prospect first. */
export function SalesScriptsPage() {
  const [tab, setTab] = useState<ScriptCategory>('cold_outreach');
  const [search, setSearch] = useState('');
  const settledSearch = useDebouncedValue(search.trim(), 250);
  const choices = useProspectChoices(settledSearch);
  const [chosen, setChosen] = useState<Prospect | null>(null);
  const kit = useGrowthKit('sales-scripts');
  const { user } = useAuth();
  const yourName = user ? `${user.firstName} ${user.lastName}`.trim() : '';

  const options = useMemo(() => {
    const items = choices.data?.items ?? [];
    const list = chosen && !items.some((p) => p.id === chosen.id) ? [chosen, ...items] : items;
    return [
      { value: NONE, label: text.fillNone },
      ...list.map((p) => ({
        value: p.id,
        label: p.contactName ? `${p.companyName} (${p.contactName})` : p.companyName,
      })),
    ];
  }, [choices.data, chosen]);

  const fill = (script: KitScript) =>
    fillPlaceholders(scriptText(script), {
      firstName: firstNameOf(chosen?.contactName),
      company: chosen?.companyName,
      industry: chosen?.industry,
      yourName,
    });

  return (
    <div className="space-y-6">
      <GrowthPageHeader title={text.title} subtitle={text.subtitle} />

      <Card className="grid gap-3 p-4 sm:grid-cols-2 sm:items-end">
        <div className="grid gap-1.5">
          <Label htmlFor="script-prospect-search">{text.fillLabel}</Label>
          <SearchInput
            id="script-prospect-search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={growthText.prospects.searchPlaceholder}
            maxLength={100}
          />
        </div>
        <Select
          id="script-prospect"
          aria-label={text.fillLabel}
          value={chosen?.id ?? NONE}
          onValueChange={(value) =>
            setChosen(
              value === NONE ? null : (choices.data?.items.find((p) => p.id === value) ?? chosen),
            )
          }
          options={options}
        />
        <p className="text-xs text-slate-600 sm:col-span-2">
          {choices.data && choices.data.items.length === 0 && !settledSearch ? (
            <Link to="/growth/prospecting" className="text-brand-700 hover:underline">
              {text.fillSearchEmpty}
            </Link>
          ) : (
            text.fillHint
          )}
        </p>
      </Card>

      <Tabs value={tab} onValueChange={(value) => setTab(value as ScriptCategory)}>
        <TabsList aria-label={text.title}>
          {scriptCategories.map((category) => (
            <TabsTrigger key={category.id} value={category.id}>
              {category.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {scriptCategories.map((category) => (
          <TabsContent key={category.id} value={category.id} className="space-y-4">
            <p className="text-slate-600">{category.intro}</p>
            <KitState query={kit}>
              {({ scripts }) =>
                scripts
                  .filter((script) => script.category === category.id)
                  .map((script) => (
                    <ScriptCard
                      key={script.id}
                      script={script}
                      filled={fill(script)}
                      prospectId={chosen?.id ?? null}
                    />
                  ))
              }
            </KitState>
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}

function ScriptCard({
  script,
  filled,
  prospectId,
}: {
  script: KitScript;
  filled: string;
  prospectId: string | null;
}) {
  const download = useDownloadScript();
  const headingId = `script-${script.id}`;

  async function onDownload() {
    try {
      await download.mutateAsync({ scriptId: script.id, prospectId });
      toast({ title: text.downloadToast.title, description: script.title, variant: 'success' });
    } catch (error) {
      toastFailure(growthText.common.errorTitle, error, {
        fallback: text.downloadFailed,
        onlyRefusals: true,
      });
    }
  }

  return (
    <Card
      role="article"
      aria-labelledby={headingId}
      className="p-5"
      data-testid="script-card"
      data-script-id={script.id}
    >
      <div className="flex flex-col gap-3 md:flex-row md:items-start md:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={headingId} className="text-lg font-semibold text-slate-950">
              {script.title}
            </h2>
            <Badge tone="brand">{text.typeLabels[script.type]}</Badge>
          </div>
          <p className="mt-1 text-sm text-slate-600">{script.description}</p>
          <dl className="mt-2 grid gap-1 text-sm">
            <div>
              <dt className="inline font-medium text-slate-800">{text.conversion}: </dt>
              <dd className="inline text-slate-700">{script.conversionRate}</dd>
            </div>
            <div>
              <dt className="inline font-medium text-slate-800">{text.bestFor}: </dt>
              <dd className="inline text-slate-700">{script.bestFor}</dd>
            </div>
          </dl>
        </div>
        <div className="flex shrink-0 gap-2">
          <CopyButton getText={() => filled} label={`${growthText.common.copy} ${script.title}`} />
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void onDownload()}
            disabled={download.isPending}
          >
            <Download className="h-4 w-4" aria-hidden />
            {download.isPending ? text.downloading : text.download}
            <span className="sr-only"> {script.title}</span>
          </Button>
        </div>
      </div>
      <div className="mt-4">
        <TextBlock label={text.contentLabel(script.title)}>{filled}</TextBlock>
      </div>
      <div className="mt-4 rounded-lg bg-amber-50 p-4">
        <h3 className="flex items-center gap-2 text-sm font-semibold text-amber-900">
          <Lightbulb className="h-4 w-4" aria-hidden /> {text.tipsHeading}
        </h3>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-amber-950">
          {script.usageTips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </div>
    </Card>
  );
}
