import Check from 'lucide-react/icons/check';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import X from 'lucide-react/icons/x';
import { useState } from 'react';
import {
  computeRoi,
  missingRoiInputs,
  roiFigureInputs,
  roiStartingValues,
  type RoiFigure,
} from '../../../../content/growth/roi';
import type { RoiInputs } from '../../../../content/growth/types';
import { growthText } from '../../../../content/growth-text';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Input } from '../../components/ui/fields';
import { fieldAria, FormField } from '../../components/ui/form-field';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useGrowthKit } from './api/growth-kit';
import { CopyButton, GrowthPageHeader, TextBlock } from './growth-ui';
import { KitState } from './kit-state';
import { formatDollars } from './prospect-badges';

const text = growthText.closing;
const tabs = ['techniques', 'objections', 'roi-calculator', 'templates'] as const;
const tabLabels = {
  techniques: text.tabs.techniques,
  objections: text.tabs.objections,
  'roi-calculator': text.tabs.roi,
  templates: text.tabs.templates,
} as const;
const copyMessages = {
  done: growthText.common.templateCopied,
  failed: growthText.common.templateCopyFailed,
};

/** /growth/closing-tools: techniques, objection answers, an ROI calculator and templates. */
export function ClosingToolsPage() {
  const kit = useGrowthKit('closing-tools');
  return (
    <div className="space-y-6">
      <GrowthPageHeader title={text.title} subtitle={text.subtitle} />
      <Tabs defaultValue="techniques">
        <TabsList aria-label={text.title}>
          {tabs.map((tab) => (
            <TabsTrigger key={tab} value={tab}>
              {tabLabels[tab]}
            </TabsTrigger>
          ))}
        </TabsList>

        <TabsContent value="techniques" className="grid gap-4 lg:grid-cols-3">
          <KitState query={kit}>
            {({ techniques }) =>
              techniques.map((technique) => (
                <Card key={technique.id} className="flex flex-col p-5">
                  <h2 className="text-lg font-semibold text-slate-950">{technique.name}</h2>
                  <p className="mt-1 text-sm text-slate-600">{technique.description}</p>
                  <h3 className="mt-3 text-sm font-semibold text-slate-900">{text.whenToUse}</h3>
                  <p className="text-sm text-slate-700">{technique.whenToUse}</p>
                  <h3 className="mt-3 text-sm font-semibold text-slate-900">{text.steps}</h3>
                  <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
                    {technique.steps.map((step) => (
                      <li key={step}>{step}</li>
                    ))}
                  </ol>
                  <h3 className="mt-3 text-sm font-semibold text-slate-900">{text.example}</h3>
                  <blockquote className="mt-1 border-l-4 border-brand-200 pl-3 text-sm italic text-slate-800">
                    {technique.example}
                  </blockquote>
                  <p className="mt-3 text-sm text-amber-900">
                    <span className="font-semibold">{text.watchOut}: </span>
                    {technique.watchOut}
                  </p>
                </Card>
              ))
            }
          </KitState>
        </TabsContent>

        <TabsContent value="objections" className="grid gap-4">
          <KitState query={kit}>
            {({ objections }) =>
              objections.map((objection) => (
                <Card key={objection.id} className="p-5">
                  <h2 className="text-lg font-semibold text-slate-950">“{objection.objection}”</h2>
                  <p className="mt-2 text-sm text-slate-700">
                    <span className="font-semibold text-slate-900">{text.meaning}: </span>
                    {objection.whatItUsuallyMeans}
                  </p>
                  <h3 className="mt-3 text-sm font-semibold text-slate-900">{text.response}</h3>
                  <blockquote className="mt-1 border-l-4 border-brand-200 pl-3 text-sm text-slate-800">
                    {objection.response}
                  </blockquote>
                  <p className="mt-3 text-sm text-slate-700">
                    <span className="font-semibold text-slate-900">{text.followUpQuestion}: </span>
                    {objection.followUpQuestion}
                  </p>
                </Card>
              ))
            }
          </KitState>
        </TabsContent>

        <TabsContent value="roi-calculator">
          <RoiCalculator />
        </TabsContent>

        <TabsContent value="templates" className="grid gap-4">
          <KitState query={kit}>
            {({ templates }) =>
              templates.map((template) => (
                <Card key={template.id} className="p-5">
                  <div className="flex flex-wrap items-start justify-between gap-3">
                    <div>
                      <h2 className="text-lg font-semibold text-slate-950">{template.title}</h2>
                      <p className="mt-1 text-sm text-slate-600">
                        <span className="font-medium text-slate-800">{text.whenToUse}: </span>
                        {template.whenToUse}
                      </p>
                    </div>
                    <CopyButton
                      getText={() => template.body}
                      label={`${growthText.common.copy} ${template.title}`}
                      messages={copyMessages}
                    />
                  </div>
                  <div className="mt-3">
                    <TextBlock label={template.title}>{template.body}</TextBlock>
                  </div>
                </Card>
              ))
            }
          </KitState>
        </TabsContent>
      </Tabs>

      <section aria-labelledby="dos-heading">
        <h2 id="dos-heading" className="text-xl font-semibold text-slate-950">
          {text.dosHeading}
        </h2>
        <KitState query={kit}>
          {({ dosAndDonts }) => (
            <div className="mt-3 grid gap-4 md:grid-cols-2">
              <Card className="p-5">
                <h3 className="font-semibold text-emerald-800">{text.dos}</h3>
                <ul className="mt-2 space-y-2 text-sm text-slate-700">
                  {dosAndDonts.dos.map((item) => (
                    <li key={item} className="flex gap-2">
                      <Check className="mt-0.5 h-4 w-4 shrink-0 text-emerald-700" aria-hidden />
                      {item}
                    </li>
                  ))}
                </ul>
              </Card>
              <Card className="p-5">
                <h3 className="font-semibold text-red-800">{text.donts}</h3>
                <ul className="mt-2 space-y-2 text-sm text-slate-700">
                  {dosAndDonts.donts.map((item) => (
                    <li key={item} className="flex gap-2">
                      <X className="mt-0.5 h-4 w-4 shrink-0 text-red-700" aria-hidden />
                      {item}
                    </li>
                  ))}
                </ul>
              </Card>
            </div>
          )}
        </KitState>
      </section>
    </div>
  );
}

type RoiField = keyof RoiInputs;
const roiFields = [
  'hoursSavedPerWeek',
  'hourlyCost',
  'otherAnnualSavings',
  'implementationCost',
] as const satisfies readonly RoiField[];
const ROI_FIELD_MAX = 1_000_000_000;
const roiFigures = Object.keys(roiFigureInputs) as RoiFigure[];

/** One value per ROI field, each key written out so TypeScript checks that none is missing. */
function eachRoiField<T>(valueOf: (field: RoiField) => T): Record<RoiField, T> {
  return {
    hoursSavedPerWeek: valueOf('hoursSavedPerWeek'),
    hourlyCost: valueOf('hourlyCost'),
    otherAnnualSavings: valueOf('otherAnnualSavings'),
    implementationCost: valueOf('implementationCost'),
  };
}

/**
 * Computes on what the user types, starting from a worked example (roiStartingValues). An empty
 * or unusable input holds back only the figures worked out from it; each side names the other.
 */
function RoiCalculator() {
  const t = text.roi;
  const [values, setValues] = useState<Record<RoiField, string>>(() =>
    toStrings(roiStartingValues),
  );
  const parsed: RoiInputs = eachRoiField((field) => Number(values[field]));
  const invalid = roiFields.filter((field) => {
    const n = parsed[field];
    return values[field].trim() === '' || !Number.isFinite(n) || n < 0 || n > ROI_FIELD_MAX;
  });
  // Each figure depends only on its own inputs, so the others may stand in as 0.
  const result = computeRoi(eachRoiField((field) => (invalid.includes(field) ? 0 : parsed[field])));
  const figureLabels: Record<RoiFigure, string> = {
    annualSavings: t.annualSavings,
    monthlySavings: t.monthlySavings,
    implementationCost: t.fields.implementationCost,
    paybackMonths: t.payback,
    firstYearRoiPercent: t.firstYearRoi,
  };
  const figureValues: Record<RoiFigure, string> = {
    annualSavings: formatDollars(Math.round(result.annualSavings)),
    monthlySavings: formatDollars(Math.round(result.monthlySavings)),
    implementationCost: formatDollars(parsed.implementationCost),
    paybackMonths:
      result.paybackMonths === null ? t.notApplicable : t.paybackValue(result.paybackMonths),
    firstYearRoiPercent:
      result.firstYearRoiPercent === null ? t.notApplicable : `${result.firstYearRoiPercent}%`,
  };

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card className="p-5">
        <h2 className="text-lg font-semibold text-slate-950">{t.heading}</h2>
        <p className="mt-1 text-sm text-slate-600">{t.intro}</p>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          {roiFields.map((field) => {
            const id = `roi-${field}`;
            // The figures worked out from this input, but not the one that repeats it.
            const waiting = roiFigures.filter(
              (figure) => figure !== field && roiFigureInputs[figure].includes(field),
            );
            const error = invalid.includes(field)
              ? `${t.invalid} ${t.neededFor(waiting.map((figure) => figureLabels[figure]))}`
              : undefined;
            return (
              <FormField key={field} id={id} label={t.fields[field]} error={error}>
                <Input
                  id={id}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  max={ROI_FIELD_MAX}
                  value={values[field]}
                  {...fieldAria(id, error)}
                  onChange={(e) =>
                    setValues((current) => ({ ...current, [field]: e.target.value }))
                  }
                />
              </FormField>
            );
          })}
        </div>
        <Button
          variant="ghost"
          size="sm"
          className="mt-3"
          onClick={() => setValues(toStrings(roiStartingValues))}
        >
          <RotateCcw className="h-4 w-4" aria-hidden /> {t.reset}
        </Button>
      </Card>
      <Card className="p-5" aria-live="polite" data-testid="roi-result">
        <dl className="grid grid-cols-2 gap-3 sm:gap-4">
          {roiFigures.map((figure) => {
            const needs = missingRoiInputs(figure, invalid);
            return (
              <Figure
                key={figure}
                label={figureLabels[figure]}
                value={needs.length === 0 ? figureValues[figure] : '–'}
                note={
                  needs.length === 0 ? undefined : t.needs(needs.map((field) => t.fields[field]))
                }
              />
            );
          })}
        </dl>
      </Card>
    </div>
  );
}

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="rounded-lg bg-slate-50 p-3 sm:p-4" data-testid="roi-figure">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-xl font-bold text-slate-950 sm:text-2xl">{value}</dd>
      {note ? <dd className="mt-1 text-xs font-medium text-amber-900">{note}</dd> : null}
    </div>
  );
}

function toStrings(inputs: RoiInputs): Record<RoiField, string> {
  return eachRoiField((field) => String(inputs[field]));
}
