import FileDown from 'lucide-react/icons/file-down';
import { useState } from 'react';
import type { LeadImportResult } from '../../../../common/contracts/growth';
import { growthText } from '../../../../content/growth-text';
import { leadImportCounts, LeadImportResultView } from '../../components/lead-import-result';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Select } from '../../components/ui/select';
import { toast } from '../../lib/use-toast';
import { toastFailure } from '../../lib/toast-failure';
import { useLoadLeadOrder } from '../../lib/pipeline-queries';
import { useDeliveredLeadOrders } from './api/import-lead-order';

const text = growthText.prospects.import;

/**
 * Loads a delivered lead order into the tracker in one action; shown once there is one. What the
 * load did stays under it: the counts and each row of the file that could not be used.
 */
export function LeadOrderImport() {
  const orders = useDeliveredLeadOrders();
  const importMutation = useLoadLeadOrder();
  const [chosen, setChosen] = useState<string | null>(null);
  const [loaded, setLoaded] = useState<{ orderId: string; result: LeadImportResult } | null>(null);
  if (!orders.data || orders.data.length === 0) return null;
  const orderId = chosen ?? orders.data[0].id;

  async function load() {
    try {
      const result = await importMutation.mutateAsync(orderId);
      setLoaded({ orderId, result });
      toast({ title: result.message, description: leadImportCounts(result), variant: 'success' });
    } catch (error) {
      toastFailure(growthText.common.errorTitle, error, {
        fallback: growthText.prospects.toasts.importFailed,
        onlyRefusals: true,
      });
    }
  }

  return (
    <Card className="p-4" data-testid="lead-order-import">
      <div className="flex flex-col gap-3 md:flex-row md:items-end">
        <div className="flex-1">
          <h2 className="flex items-center gap-2 font-semibold text-slate-950">
            <FileDown className="h-4 w-4 text-brand-700" aria-hidden /> {text.heading}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{text.body}</p>
        </div>
        <div className="w-full md:w-64">
          <Select
            aria-label={text.choose}
            value={orderId}
            onValueChange={setChosen}
            options={orders.data.map((order) => ({
              value: order.id,
              label: text.orderLabel(order.number, order.deliveredCount ?? order.quantity),
            }))}
          />
        </div>
        <Button onClick={() => void load()} disabled={importMutation.isPending}>
          {importMutation.isPending ? text.loading : text.action}
        </Button>
      </div>
      {loaded && loaded.orderId === orderId ? (
        <LeadImportResultView result={loaded.result} className="mt-3" />
      ) : null}
    </Card>
  );
}
