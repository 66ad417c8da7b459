import FileDown from 'lucide-react/icons/file-down';
import { useState } from 'react';
import { Link } from 'react-router';
import type { LeadImportResult } from '../../../../common/contracts/growth';
import type { LeadOrderListed } from '../../../../common/contracts/lead-orders';
import { leadOrdersText } from '../../../../content/lead-orders-text';
import { leadImportCounts, LeadImportResultView } from '../../components/lead-import-result';
import { Button } from '../../components/ui/button';
import { useLoadLeadOrder } from '../../lib/pipeline-queries';
import { toastFailure } from '../../lib/toast-failure';
import { toast } from '../../lib/use-toast';
import { useCanOpen } from '../../session/access';

const text = leadOrdersText.history.tracker;
const trackerPath = '/growth/prospecting';

/**
 * "Load into tracker" of a delivered order, for accounts that can use the tracker: the action and,
 * once it has run, what it did. The history's card and the order's page place the two apart.
 */
export function useTrackerLoad(order: Pick<LeadOrderListed, 'id' | 'deliveryStatus' | 'hasFile'>) {
  const canUseTracker = useCanOpen()(trackerPath);
  const isLoadable = canUseTracker && order.deliveryStatus === 'delivered' && order.hasFile;
  const mutation = useLoadLeadOrder();
  const [loaded, setLoaded] = useState<LeadImportResult | null>(null);

  async function load() {
    try {
      const result = await mutation.mutateAsync(order.id);
      setLoaded(result);
      toast({ title: result.message, description: leadImportCounts(result), variant: 'success' });
    } catch (error) {
      toastFailure(text.failed, error, { onlyRefusals: true });
    }
  }

  return { isLoadable, isLoading: mutation.isPending, loaded, load };
}

export function TrackerLoadButton({
  number,
  tracker,
}: {
  number: string;
  tracker: ReturnType<typeof useTrackerLoad>;
}) {
  if (!tracker.isLoadable) return null;
  return (
    <Button size="sm" onClick={() => void tracker.load()} disabled={tracker.isLoading}>
      <FileDown className="h-4 w-4" aria-hidden />
      {tracker.isLoading ? text.loading : text.action}
      <span className="sr-only">{text.actionLabel(number)}</span>
    </Button>
  );
}

export function TrackerLoadResult({ tracker }: { tracker: ReturnType<typeof useTrackerLoad> }) {
  if (!tracker.isLoadable || !tracker.loaded) return null;
  return (
    <div className="mt-3 grid gap-2">
      <LeadImportResultView result={tracker.loaded} />
      <Link
        to={trackerPath}
        className="justify-self-start text-sm font-semibold text-brand-700 hover:underline"
      >
        {text.open}
      </Link>
    </div>
  );
}
