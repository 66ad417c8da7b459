import CalendarDays from 'lucide-react/icons/calendar-days';
import ExternalLink from 'lucide-react/icons/external-link';
import MessageCircle from 'lucide-react/icons/message-circle';
import { growthText } from '../../../../content/growth-text';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useGrowthKit } from './api/growth-kit';
import { CopyButton, GrowthPageHeader, TextBlock } from './growth-ui';
import { KitState } from './kit-state';

const text = growthText.networking;
const tabs = ['strategies', 'events', 'conversations', 'follow-up'] as const;
const tabLabels = {
  strategies: text.tabs.strategies,
  events: text.tabs.events,
  conversations: text.tabs.conversations,
  'follow-up': text.tabs.followUp,
} as const;
const copyMessages = {
  done: growthText.common.templateCopied,
  failed: growthText.common.templateCopyFailed,
};

/** /growth/networking: where to meet buyers, what to say and how to follow up. */
export function NetworkingPage() {
  const kit = useGrowthKit('networking');
  return (
    <div className="space-y-6">
      <GrowthPageHeader title={text.title} subtitle={text.subtitle} />
      <Tabs defaultValue="strategies">
        <TabsList aria-label={text.title}>
          {tabs.map((tab) => (
            <TabsTrigger key={tab} value={tab}>
              {tabLabels[tab]}
            </TabsTrigger>
          ))}
        </TabsList>

        <KitState query={kit}>
          {(networking) => (
            <>
              <TabsContent value="strategies" className="grid gap-4 md:grid-cols-2">
                {networking.strategies.map((strategy) => (
                  <Card key={strategy.id} className="p-5">
                    <h2 className="text-lg font-semibold text-slate-950">{strategy.title}</h2>
                    <p className="mt-1 text-sm text-slate-600">{strategy.description}</p>
                    <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-700">
                      {strategy.actions.map((action) => (
                        <li key={action}>{action}</li>
                      ))}
                    </ul>
                  </Card>
                ))}
              </TabsContent>

              <TabsContent value="events" className="grid gap-4 lg:grid-cols-3">
                {networking.events.map((event) => (
                  <Card key={event.id} className="flex flex-col p-5" data-testid="networking-event">
                    <h2 className="text-lg font-semibold text-slate-950">{event.name}</h2>
                    <dl className="mt-2 space-y-2 text-sm">
                      {(
                        [
                          [text.format, event.format],
                          [text.when, event.when],
                          [text.audience, event.audience],
                          [text.whyGo, event.whyGo],
                        ] as const
                      ).map(([label, value]) => (
                        <div key={label}>
                          <dt className="font-medium text-slate-900">{label}</dt>
                          <dd className="text-slate-700">{value}</dd>
                        </div>
                      ))}
                    </dl>
                    <div className="mt-auto pt-4">
                      <Button asChild variant="secondary" size="sm">
                        <a
                          href={event.url}
                          target="_blank"
                          rel="noopener noreferrer"
                          aria-label={text.learnMoreLabel(event.name)}
                        >
                          {text.learnMore} <ExternalLink className="h-4 w-4" aria-hidden />
                        </a>
                      </Button>
                    </div>
                  </Card>
                ))}
              </TabsContent>

              <TabsContent value="conversations" className="grid gap-4 md:grid-cols-2">
                {networking.scenarios.map((scenario) => (
                  <Card key={scenario.id} className="p-5">
                    <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-950">
                      <MessageCircle className="h-5 w-5 text-brand-700" aria-hidden />{' '}
                      {scenario.scenario}
                    </h2>
                    <ul className="mt-3 space-y-2 text-sm text-slate-800">
                      {scenario.starters.map((starter) => (
                        <li key={starter} className="rounded-lg bg-slate-50 px-3 py-2">
                          “{starter}”
                        </li>
                      ))}
                    </ul>
                  </Card>
                ))}
              </TabsContent>

              <TabsContent value="follow-up" className="space-y-6">
                <section aria-labelledby="timeline-heading">
                  <h2 id="timeline-heading" className="text-xl font-semibold text-slate-950">
                    {text.timelineHeading}
                  </h2>
                  <ol className="mt-3 grid gap-3 md:grid-cols-4">
                    {networking.timeline.map((step, i) => (
                      <li
                        key={step.when}
                        className="rounded-xl border border-slate-200 bg-white p-4"
                      >
                        <p className="flex items-center gap-2 text-sm font-semibold text-brand-700">
                          <span className="flex h-6 w-6 items-center justify-center rounded-full bg-brand-100 text-xs">
                            {i + 1}
                          </span>
                          <CalendarDays className="h-4 w-4" aria-hidden /> {step.when}
                        </p>
                        <p className="mt-2 font-medium text-slate-900">{step.action}</p>
                        <p className="mt-1 text-sm text-slate-600">{step.detail}</p>
                      </li>
                    ))}
                  </ol>
                </section>
                <section aria-labelledby="templates-heading" className="space-y-4">
                  <h2 id="templates-heading" className="text-xl font-semibold text-slate-950">
                    {text.templatesHeading}
                  </h2>
                  {networking.followUps.map((template) => {
                    const full = `${text.subject}: ${template.subject}\n\n${template.body}`;
                    return (
                      <Card key={template.id} className="p-5">
                        <div className="flex flex-wrap items-start justify-between gap-3">
                          <div>
                            <h3 className="text-lg font-semibold text-slate-950">
                              {template.title}
                            </h3>
                            <p className="text-sm text-slate-600">{template.timing}</p>
                          </div>
                          <CopyButton
                            getText={() => full}
                            label={`${growthText.common.copy} ${template.title}`}
                            messages={copyMessages}
                          />
                        </div>
                        <div className="mt-3">
                          <TextBlock label={template.title}>{full}</TextBlock>
                        </div>
                      </Card>
                    );
                  })}
                </section>
              </TabsContent>
            </>
          )}
        </KitState>
      </Tabs>
    </div>
  );
}
