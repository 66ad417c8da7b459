import type { GuideKit } from '../../../../../common/contracts/growth-kits';
import { guideHeaders } from '../../../../../content/growth/guides/headers';
import { guidesText } from '../../../../../content/growth/guides-text';
import { Badge, Card } from '../../../components/ui/card';
import { Bullets, Heading, ScrollTable, Sections, StatGrid } from './blocks';
import { CopyBlock } from './copy-button';
import { useGrowthKit } from '../api/growth-kit';
import { GuideFrame } from './guide-frame';

type Guide = GuideKit<'social-media-strategy'>['guide'];

/** /growth-tools/social-media-strategy */
export function SocialMediaStrategyPage() {
  const kit = useGrowthKit('guide-social-media-strategy');
  return (
    <GuideFrame
      header={guideHeaders['social-media-strategy']}
      kit={kit}
      panels={({ guide }) => ({
        overview: <Overview guide={guide} />,
        content: <Content guide={guide} />,
        strategy: <Strategy guide={guide} />,
        metrics: <Metrics guide={guide} />,
      })}
    />
  );
}

function Overview({ guide }: { guide: Guide }) {
  const overview = guide.overview;
  return (
    <div className="space-y-8">
      <section className="space-y-3">
        <Heading>{overview.platformsHeading}</Heading>
        <div className="grid gap-4 md:grid-cols-3">
          {overview.platforms.map((platform) => (
            <Card key={platform.name} className="space-y-2 p-5">
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="font-semibold text-slate-950">{platform.name}</h3>
                <Badge tone="brand">{platform.role}</Badge>
              </div>
              <p className="text-sm font-medium text-slate-800">{platform.share}</p>
              <p className="text-sm text-slate-700">{platform.why}</p>
            </Card>
          ))}
        </div>
      </section>
      <section className="space-y-3">
        <Heading>{overview.calendarHeading}</Heading>
        <ol className="grid gap-3 md:grid-cols-5">
          {overview.calendar.map((entry) => (
            <li key={entry.day}>
              <Card className="h-full space-y-1 p-4">
                <p className="text-sm font-semibold text-slate-950">{entry.day}</p>
                <Badge tone="blue">{entry.theme}</Badge>
                <p className="text-sm text-slate-700">{entry.idea}</p>
              </Card>
            </li>
          ))}
        </ol>
      </section>
      <section className="space-y-3">
        <Heading>{overview.practicesHeading}</Heading>
        <Bullets items={overview.practices} />
      </section>
    </div>
  );
}

function Content({ guide }: { guide: Guide }) {
  const content = guide.content;
  return (
    <div className="space-y-8">
      <section className="space-y-3">
        <Heading>{content.templatesHeading}</Heading>
        <p className="text-sm text-slate-600">{content.templatesIntro}</p>
        <div className="grid gap-4 lg:grid-cols-2">
          {content.templates.map((template) => (
            <CopyBlock key={template.id} title={template.title} text={template.text}>
              <div className="flex flex-wrap gap-2 px-4 pt-3">
                <Badge tone="green">
                  {content.engagementLabel}: {template.engagement}
                </Badge>
                <Badge tone="blue">
                  {content.reachLabel}: {template.reach}
                </Badge>
              </div>
            </CopyBlock>
          ))}
        </div>
        <p className="text-xs text-slate-500">{guide.figuresNote}</p>
      </section>
      <section className="space-y-3">
        <Heading>{content.magnetsHeading}</Heading>
        <p className="text-sm text-slate-600">{content.magnetsIntro}</p>
        <div className="grid gap-4 md:grid-cols-2">
          {content.magnets.map((magnet) => (
            <Card key={magnet.title} className="space-y-2 p-5">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h3 className="font-semibold text-slate-950">{magnet.title}</h3>
                <Badge tone="green">
                  {content.conversionLabel}: {magnet.conversionRate}
                </Badge>
              </div>
              <p className="text-sm font-medium text-slate-700">{magnet.format}</p>
              <p className="text-sm text-slate-700">{magnet.howToMake}</p>
            </Card>
          ))}
        </div>
      </section>
    </div>
  );
}

function Strategy({ guide }: { guide: Guide }) {
  const strategy = guide.strategy;
  return (
    <div className="space-y-8">
      <section className="space-y-3">
        <Heading>{strategy.engagementHeading}</Heading>
        <div className="grid gap-4 md:grid-cols-2">
          {strategy.engagement.map((item) => (
            <Card key={item.title} className="space-y-1 p-5">
              <h3 className="font-semibold text-slate-950">{item.title}</h3>
              <p className="text-sm text-slate-700">{item.detail}</p>
            </Card>
          ))}
        </div>
      </section>
      <section className="space-y-3">
        <Heading>{strategy.outreachHeading}</Heading>
        <ol className="grid gap-3 md:grid-cols-3">
          {strategy.outreach.map((step) => (
            <li key={step.step}>
              <Card className="h-full space-y-1 p-4">
                <Badge tone="brand">{guidesText.stepLabel(step.step)}</Badge>
                <h3 className="font-semibold text-slate-950">{step.title}</h3>
                <p className="text-sm text-slate-700">{step.detail}</p>
              </Card>
            </li>
          ))}
        </ol>
      </section>
      <Sections sections={strategy.sections} />
    </div>
  );
}

function Metrics({ guide }: { guide: Guide }) {
  const metrics = guide.metrics;
  return (
    <div className="space-y-8">
      <section className="space-y-3">
        <div className="flex flex-wrap items-center gap-2">
          <Heading>{metrics.cardsHeading}</Heading>
          <Badge tone="yellow">{guidesText.exampleFigures}</Badge>
        </div>
        <StatGrid
          stats={metrics.cards.map((card) => ({
            label: card.label,
            value: card.value,
            detail: card.change,
          }))}
        />
      </section>
      <section className="space-y-3">
        <Heading>{metrics.tableHeading}</Heading>
        <ScrollTable name={metrics.tableHeading}>
          <table className="w-full min-w-[30rem] text-sm">
            <thead className="bg-slate-50 text-left text-slate-600">
              <tr>
                <th className="px-4 py-2 font-medium">{metrics.tableHeaders.metric}</th>
                <th className="px-4 py-2 font-medium">{metrics.tableHeaders.target}</th>
                <th className="px-4 py-2 font-medium">{metrics.tableHeaders.where}</th>
              </tr>
            </thead>
            <tbody>
              {metrics.table.map((row) => (
                <tr key={row.metric} className="border-t border-slate-100">
                  <th scope="row" className="px-4 py-2 text-left font-medium text-slate-900">
                    {row.metric}
                  </th>
                  <td className="px-4 py-2 text-slate-700">{row.target}</td>
                  <td className="px-4 py-2 text-slate-700">{row.where}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      </section>
      <section className="space-y-3">
        <Heading>{metrics.qualityHeading}</Heading>
        <Bullets items={metrics.quality} />
      </section>
    </div>
  );
}
