import ExternalLink from 'lucide-react/icons/external-link';
import Star from 'lucide-react/icons/star';
import type { GuideKit } from '../../../../../common/contracts/growth-kits';
import { guideHeaders } from '../../../../../content/growth/guides/headers';
import { guidesText } from '../../../../../content/growth/guides-text';
import { formatUsd } from '../../../../../common/catalogue';
import { Button } from '../../../components/ui/button';
import { Badge, Card } from '../../../components/ui/card';
import {
  Bullets,
  DosAndDonts,
  ExampleBadge,
  Heading,
  LabelledText,
  Paragraphs,
  Sections,
  StatGrid,
} from './blocks';
import { useGrowthKit } from '../api/growth-kit';
import { GuideFrame } from './guide-frame';

type Guide = GuideKit<'ai-agency-tools'>['guide'];

/** /growth-tools/ai-agency-tools */
export function AiAgencyToolsPage() {
  const kit = useGrowthKit('guide-ai-agency-tools');
  return (
    <GuideFrame
      header={guideHeaders['ai-agency-tools']}
      kit={kit}
      panels={({ guide }) => ({
        overview: <Overview guide={guide} />,
        tools: <ToolsGuide guide={guide} />,
        setup: <Setup guide={guide} />,
        roi: <Roi guide={guide} />,
      })}
    />
  );
}

function Overview({ guide }: { guide: Guide }) {
  return (
    <div className="space-y-8">
      <Paragraphs items={guide.overview.intro} />
      <Heading>{guide.overview.benefitsHeading}</Heading>
      <div className="grid gap-4 md:grid-cols-2">
        {guide.overview.benefits.map((benefit) => (
          <Card key={benefit.title} className="p-5">
            <h3 className="font-semibold text-slate-950">{benefit.title}</h3>
            <p className="mt-1 text-sm text-slate-700">{benefit.detail}</p>
          </Card>
        ))}
      </div>
      <Heading>{guide.overview.categoriesHeading}</Heading>
      <div className="grid gap-4 md:grid-cols-2">
        {guide.categories.map((category) => (
          <Card key={category.id} className="p-5">
            <h3 className="font-semibold text-slate-950">{category.name}</h3>
            <p className="mt-1 text-sm text-slate-600">{category.summary}</p>
            <ul className="mt-3 flex flex-wrap gap-2">
              {category.tools.map((tool) => (
                <li key={tool.name}>
                  <Badge tone="brand">{tool.name}</Badge>
                </li>
              ))}
            </ul>
          </Card>
        ))}
      </div>
    </div>
  );
}

function ToolsGuide({ guide }: { guide: Guide }) {
  return (
    <div className="space-y-8">
      <Paragraphs items={[guide.toolsGuide.intro]} />
      <p className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-950">
        <span className="font-semibold">{guidesText.priceNoteLabel}: </span>
        {guide.priceNote}
      </p>
      {guide.categories.map((category) => (
        <section key={category.id} className="space-y-3">
          <Heading>{category.name}</Heading>
          <div className="grid gap-4 lg:grid-cols-3">
            {category.tools.map((tool) => (
              <Card key={tool.name} className="flex flex-col gap-3 p-5">
                <div className="flex items-start justify-between gap-2">
                  <h3 className="text-lg font-semibold text-slate-950">{tool.name}</h3>
                  <span
                    className="inline-flex items-center gap-1 text-sm font-medium text-slate-800"
                    aria-label={`${guidesText.rating}: ${guidesText.ratingOutOf(tool.rating)}`}
                  >
                    <Star className="h-4 w-4 fill-amber-400 text-amber-400" aria-hidden />
                    {tool.rating.toFixed(1)}
                  </span>
                </div>
                <p className="text-sm text-slate-700">{tool.description}</p>
                <LabelledText label={guidesText.pricing}>{tool.pricing}</LabelledText>
                <LabelledText label={guidesText.bestFor}>{tool.bestFor}</LabelledText>
                <div>
                  <p className="text-sm font-semibold text-slate-900">{guidesText.features}</p>
                  <Bullets items={tool.features} className="text-sm" />
                </div>
                <Button asChild variant="secondary" size="sm" className="mt-auto self-start">
                  <a
                    href={tool.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={guidesText.learnMoreLabel(tool.name)}
                  >
                    {guide.toolsGuide.learnMore} <ExternalLink className="h-4 w-4" aria-hidden />
                  </a>
                </Button>
              </Card>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

function Setup({ guide }: { guide: Guide }) {
  return (
    <div className="space-y-8">
      <Paragraphs items={[guide.setup.intro]} />
      <ol className="space-y-4">
        {guide.setup.phases.map((phase) => (
          <li key={phase.id}>
            <Card className="p-5">
              <Badge tone="brand">{phase.period}</Badge>
              <h3 className="mt-2 text-lg font-semibold text-slate-950">{phase.title}</h3>
              <p className="mt-1 text-sm font-medium text-slate-700">{phase.goal}</p>
              <Bullets items={phase.tasks} className="mt-3 text-sm" />
            </Card>
          </li>
        ))}
      </ol>
      <DosAndDonts dos={guide.setup.dos} donts={guide.setup.donts} />
    </div>
  );
}

function Roi({ guide }: { guide: Guide }) {
  const total = guide.roi.costs.reduce((sum, cost) => sum + cost.monthly, 0);
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-center gap-3">
        <ExampleBadge />
        <p className="text-sm text-slate-600">{guide.roi.intro}</p>
      </div>
      <section className="space-y-3">
        <Heading>{guide.roi.costHeading}</Heading>
        <Card className="overflow-hidden">
          <table className="w-full text-sm">
            <tbody>
              {guide.roi.costs.map((cost) => (
                <tr key={cost.item} className="border-b border-slate-100">
                  <td className="px-4 py-2 text-slate-700">{cost.item}</td>
                  <td className="px-4 py-2 text-right font-medium text-slate-900">
                    {guidesText.perMonth(formatUsd(cost.monthly * 100))}
                  </td>
                </tr>
              ))}
              <tr className="bg-slate-50">
                <th scope="row" className="px-4 py-2 text-left font-semibold text-slate-950">
                  {guide.roi.totalLabel}
                </th>
                <td className="px-4 py-2 text-right font-bold text-slate-950">
                  {guidesText.perMonth(formatUsd(total * 100))}
                </td>
              </tr>
            </tbody>
          </table>
        </Card>
      </section>
      <section className="space-y-3">
        <Heading>{guide.roi.revenueHeading}</Heading>
        <StatGrid
          stats={guide.roi.impacts.map((impact) => ({
            label: impact.label,
            value: impact.value,
            detail: impact.detail,
          }))}
        />
      </section>
      <Sections sections={guide.roi.sections} />
    </div>
  );
}
