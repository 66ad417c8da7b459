import { formatUsd } from '../../../../common/catalogue';
import type { ProspectStatus } from '../../../../common/growth-rules';
import { growthText } from '../../../../content/growth-text';
import { Badge } from '../../components/ui/card';

type Tone = 'blue' | 'yellow' | 'purple' | 'orange' | 'green' | 'red' | 'slate';

/** One colour per pipeline status, won in green and lost in red; grey for a status this list does not know. */
export const prospectStatusTone: Record<ProspectStatus, Tone> = {
  new: 'blue',
  contacted: 'yellow',
  qualified: 'purple',
  proposal_sent: 'orange',
  closed_won: 'green',
  closed_lost: 'red',
};

export function ProspectStatusBadge({ status }: { status: string }) {
  const known = status in prospectStatusTone;
  return (
    <Badge
      tone={known ? prospectStatusTone[status as ProspectStatus] : 'slate'}
      data-testid="prospect-status-badge"
    >
      {known ? growthText.statusLabels[status as ProspectStatus] : status}
    </Badge>
  );
}

/** An estimated value as dollars: $4,500 or $4,500.50. */
export const formatDollars = (value: number) => formatUsd(Math.round(value * 100));
