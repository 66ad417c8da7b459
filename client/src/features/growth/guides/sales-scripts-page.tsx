import type { GuideKit } from '../../../../../common/contracts/growth-kits';
import { guideHeaders } from '../../../../../content/growth/guides/headers';
import { guidesText } from '../../../../../content/growth/guides-text';
import { Badge, Card } from '../../../components/ui/card';
import { Bullets, Heading, LabelledText, Paragraphs } from './blocks';
import { CopyBlock } from './copy-button';
import { useGrowthKit } from '../api/growth-kit';
import { GuideFrame } from './guide-frame';

type Guide = GuideKit<'sales-scripts'>['guide'];

const categories = ['Cold email', 'Discovery call', 'Demo', 'Objection handling'] as const;

/** /growth-tools/sales-scripts */
export function SalesScriptsGuidePage() {
  const kit = useGrowthKit('guide-sales-scripts');
  return (
    <GuideFrame
      header={guideHeaders['sales-scripts']}
      kit={kit}
      panels={({ guide }) => ({
        overview: <Overview guide={guide} />,
        scripts: <Scripts guide={guide} />,
        followUp: <FollowUp guide={guide} />,
        metrics: <Metrics guide={guide} />,
      })}
    />
  );
}

function Overview({ guide }: { guide: Guide }) {
  return (
    <div className="space-y-8">
      <Paragraphs items={guide.overview.intro} />
      <section className="space-y-3">
        <Heading>{guide.overview.ratesHeading}</Heading>
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
          {guide.overview.rates.map((rate) => (
            <Card key={rate.step} className="p-4">
              <p className="text-2xl font-bold text-slate-950">{rate.rate}</p>
              <p className="text-sm text-slate-700">{rate.step}</p>
            </Card>
          ))}
        </div>
        <p className="text-xs text-slate-500">{guide.overview.ratesNote}</p>
      </section>
      <section className="space-y-3">
        <Heading>{guide.overview.profilesHeading}</Heading>
        <div className="grid gap-4 md:grid-cols-2">
          {guide.overview.profiles.map((profile) => (
            <Card key={profile.title} className="space-y-2 p-5">
              <h3 className="font-semibold text-slate-950">{profile.title}</h3>
              <p className="text-sm text-slate-600">{profile.example}</p>
              <LabelledText label={guide.overview.caresLabel}>{profile.cares}</LabelledText>
              <LabelledText label={guide.overview.approachLabel}>{profile.approach}</LabelledText>
            </Card>
          ))}
        </div>
      </section>
    </div>
  );
}

function Scripts({ guide }: { guide: Guide }) {
  return (
    <div className="space-y-8">
      <p className="text-slate-700">{guide.scriptsIntro}</p>
      {categories.map((category) => (
        <section key={category} className="space-y-3">
          <Heading>{category}</Heading>
          {guide.scripts
            .filter((script) => script.category === category)
            .map((script) => (
              <CopyBlock key={script.id} title={script.title} text={script.text}>
                <p className="px-4 pt-3 text-sm text-slate-600">
                  <span className="font-semibold text-slate-900">{guidesText.whenToUse}: </span>
                  {script.whenToUse}
                </p>
              </CopyBlock>
            ))}
        </section>
      ))}
    </div>
  );
}

function FollowUp({ guide }: { guide: Guide }) {
  return (
    <div className="space-y-6">
      <p className="text-slate-700">{guide.followUp.intro}</p>
      {guide.followUp.emails.map((email) => (
        <CopyBlock
          key={email.day}
          title={`${guidesText.dayLabel(email.day)}: ${email.subject}`}
          text={`${guidesText.subjectLabel}: ${email.subject}\n\n${email.template}`}
        >
          <div className="flex flex-wrap items-center gap-2 px-4 pt-3">
            <Badge tone="brand">{guidesText.dayLabel(email.day)}</Badge>
            <p className="text-sm text-slate-600">
              <span className="font-semibold text-slate-900">{guidesText.why}: </span>
              {email.why}
            </p>
          </div>
        </CopyBlock>
      ))}
    </div>
  );
}

function Metrics({ guide }: { guide: Guide }) {
  return (
    <div className="space-y-8">
      <p className="text-slate-700">{guide.metrics.intro}</p>
      <div className="grid gap-4 md:grid-cols-2">
        {guide.metrics.benchmarks.map((benchmark) => (
          <Card key={benchmark.name} className="space-y-2 p-5">
            <div className="flex items-baseline justify-between gap-2">
              <h3 className="font-semibold text-slate-950">{benchmark.name}</h3>
              <Badge tone="green">
                {guidesText.target}: {benchmark.target}
              </Badge>
            </div>
            <LabelledText label={guidesText.howToMeasure}>{benchmark.howToMeasure}</LabelledText>
            <LabelledText label={guidesText.ifBelow}>{benchmark.ifBelow}</LabelledText>
          </Card>
        ))}
      </div>
      <section className="space-y-3">
        <Heading>{guide.metrics.tipsHeading}</Heading>
        <Bullets items={guide.metrics.tips} />
      </section>
    </div>
  );
}
