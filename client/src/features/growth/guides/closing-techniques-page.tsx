import type { GuideKit } from '../../../../../common/contracts/growth-kits';
import { guideHeaders } from '../../../../../content/growth/guides/headers';
import { Badge, Card } from '../../../components/ui/card';
import { Bullets, Heading, LabelledText, Sections, StatGrid } from './blocks';
import { useGrowthKit } from '../api/growth-kit';
import { GuideFrame } from './guide-frame';

type Guide = GuideKit<'closing-techniques'>['guide'];

const difficultyTone = { Beginner: 'green', Intermediate: 'blue', Advanced: 'purple' } as const;

/** /growth-tools/closing-techniques */
export function ClosingTechniquesPage() {
  const kit = useGrowthKit('guide-closing-techniques');
  return (
    <GuideFrame
      header={guideHeaders['closing-techniques']}
      kit={kit}
      panels={({ guide }) => ({
        overview: <Overview guide={guide} />,
        techniques: <Techniques guide={guide} />,
        objections: <Objections guide={guide} />,
        psychology: <Psychology guide={guide} />,
      })}
    />
  );
}

function Overview({ guide }: { guide: Guide }) {
  const overview = guide.overview;
  return (
    <div className="space-y-8">
      <StatGrid stats={overview.metrics} note={overview.metricsNote} />
      <div className="grid gap-4 md:grid-cols-2">
        <Card className="p-5">
          <h3 className="mb-3 font-semibold text-slate-950">{overview.successFactorsHeading}</h3>
          <Bullets items={overview.successFactors} className="text-sm" />
        </Card>
        <Card className="p-5">
          <h3 className="mb-3 font-semibold text-slate-950">{overview.mistakesHeading}</h3>
          <Bullets items={overview.mistakes} className="text-sm" />
        </Card>
      </div>
      <section className="space-y-3">
        <Heading>{overview.cardsHeading}</Heading>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {guide.techniques.map((technique) => (
            <Card key={technique.id} className="space-y-2 p-4">
              <div className="flex flex-wrap items-center gap-2">
                <Badge tone={difficultyTone[technique.difficulty]}>{technique.difficulty}</Badge>
                <Badge tone="green">{technique.successRate}</Badge>
              </div>
              <h3 className="font-semibold text-slate-950">{technique.name}</h3>
              <p className="text-sm text-slate-700">{technique.summary}</p>
            </Card>
          ))}
        </div>
      </section>
    </div>
  );
}

function Techniques({ guide }: { guide: Guide }) {
  return (
    <div className="space-y-6">
      {guide.techniques.map((technique) => (
        <Card key={technique.id} className="space-y-4 p-5">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="text-lg font-semibold text-slate-950">{technique.name}</h3>
            <div className="flex flex-wrap gap-2">
              <Badge tone={difficultyTone[technique.difficulty]}>
                {guide.difficultyLabel}: {technique.difficulty}
              </Badge>
              <Badge tone="green">
                {guide.successRateLabel}: {technique.successRate}
              </Badge>
            </div>
          </div>
          <LabelledText label={guide.bestForLabel}>{technique.bestFor}</LabelledText>
          <div>
            <p className="mb-1 text-sm font-semibold text-slate-900">{guide.frameworkLabel}</p>
            <pre
              aria-label={`${technique.name}: ${guide.frameworkLabel}`}
              className="whitespace-pre-wrap break-words rounded-lg border border-slate-200 bg-slate-50 p-3 font-sans text-sm leading-relaxed text-slate-800"
            >
              {technique.framework}
            </pre>
          </div>
          <blockquote className="border-l-4 border-brand-300 pl-4 text-sm italic text-slate-800">
            <span className="not-italic font-semibold">{guide.exampleLabel}: </span>
            {technique.example}
          </blockquote>
          <div>
            <p className="mb-1 text-sm font-semibold text-slate-900">{guide.tipsLabel}</p>
            <Bullets items={technique.tips} className="text-sm" />
          </div>
        </Card>
      ))}
    </div>
  );
}

function Objections({ guide }: { guide: Guide }) {
  const objections = guide.objections;
  return (
    <div className="space-y-6">
      <p className="text-slate-700">{objections.intro}</p>
      {objections.items.map((item) => (
        <Card key={item.objection} className="space-y-3 p-5">
          <h3 className="text-lg font-semibold text-slate-950">{item.objection}</h3>
          <LabelledText label={objections.responseLabel}>{item.response}</LabelledText>
          <LabelledText label={objections.techniqueLabel}>{item.technique}</LabelledText>
        </Card>
      ))}
      <section className="space-y-3">
        <Heading>{objections.preventionHeading}</Heading>
        <div className="grid gap-4 md:grid-cols-2">
          {objections.prevention.map((list) => (
            <Card key={list.title} className="p-5">
              <h3 className="mb-2 font-semibold text-slate-950">{list.title}</h3>
              <Bullets items={list.items} className="text-sm" />
            </Card>
          ))}
        </div>
      </section>
    </div>
  );
}

function Psychology({ guide }: { guide: Guide }) {
  const psychology = guide.psychology;
  return (
    <div className="space-y-8">
      <p className="text-slate-700">{psychology.intro}</p>
      <div className="grid gap-4 md:grid-cols-3">
        {psychology.factors.map((factor) => (
          <Card key={factor.title} className="p-5">
            <h3 className="mb-2 font-semibold text-slate-950">{factor.title}</h3>
            <Bullets items={factor.items} className="text-sm" />
          </Card>
        ))}
      </div>
      <section className="space-y-3">
        <Heading>{psychology.principlesHeading}</Heading>
        <div className="grid gap-4 md:grid-cols-2">
          {psychology.principles.map((principle) => (
            <Card key={principle.name} className="space-y-2 p-5">
              <h3 className="font-semibold text-slate-950">{principle.name}</h3>
              <p className="text-sm text-slate-700">{principle.explanation}</p>
              <LabelledText label={psychology.howToUseLabel}>{principle.howToUse}</LabelledText>
              <LabelledText label={psychology.avoidLabel}>{principle.lineToAvoid}</LabelledText>
            </Card>
          ))}
        </div>
      </section>
      <section className="space-y-3">
        <Heading>{psychology.timingHeading}</Heading>
        <Bullets items={psychology.timing} />
      </section>
      <Sections sections={psychology.sections} />
    </div>
  );
}
