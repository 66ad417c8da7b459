import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { operatorText } from '../../../../content/operator';
import { Skeleton } from '../../components/ui/states';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { GuideSignupsTab } from './guide-signups-tab';
import { LeadOrdersTab } from './lead-orders-tab';
import { PurchasesTab } from './purchases-tab';
import { QueueTab } from './queue-tab';

// The sales charts load when their tab opens, not with the console.
const SalesTab = lazy(() => import('./sales-tab').then((m) => ({ default: m.SalesTab })));

const tabs = ['queue', 'lead-orders', 'purchases', 'guide-signups', 'sales'] as const;
type Tab = (typeof tabs)[number];
const tabLabels: Record<Tab, string> = {
  queue: operatorText.tabs.queue,
  'lead-orders': operatorText.tabs.leadOrders,
  purchases: operatorText.tabs.purchases,
  'guide-signups': operatorText.tabs.guideSignups,
  sales: operatorText.tabs.sales,
};

/** /operator: the console that runs the business (operators only; the route list says so). */
export function OperatorConsolePage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = tabs.includes(requested as Tab) ? (requested as Tab) : 'queue';
  const selectTab = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'queue') updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-3xl font-bold text-slate-950">{operatorText.page.title}</h1>
        <p className="mt-1 text-slate-600">{operatorText.page.subtitle}</p>
      </header>
      <Tabs value={tab} onValueChange={selectTab}>
        {/* Five tabs do not fit a phone's width: they wrap onto a second row, all in view. */}
        <TabsList aria-label={operatorText.page.title}>
          {tabs.map((t) => (
            <TabsTrigger key={t} value={t}>
              {tabLabels[t]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="queue">
          <QueueTab />
        </TabsContent>
        <TabsContent value="lead-orders">
          <LeadOrdersTab />
        </TabsContent>
        <TabsContent value="purchases">
          <PurchasesTab />
        </TabsContent>
        <TabsContent value="guide-signups">
          <GuideSignupsTab />
        </TabsContent>
        <TabsContent value="sales">
          <Suspense fallback={<Skeleton className="h-96 rounded-xl" />}>
            <SalesTab />
          </Suspense>
        </TabsContent>
      </Tabs>
    </div>
  );
}
