import { formatUsd } from '../../../../common/catalogue';
import {
  purchaseProducts,
  purchaseStatuses,
  type PurchaseRow,
} from '../../../../common/contracts/operator';
import { operatorText } from '../../../../content/operator';
import { Badge } from '../../components/ui/card';
import { formatDateTime } from '../../lib/date-time';
import { purchasesEndpoints } from './api/list-purchases';
import { OperatorList, type OperatorColumn } from './operator-list';

const text = operatorText.lists.purchases;
const statusTone = { paid: 'green', refunded: 'red', awaiting_payment: 'slate' } as const;

const columns: OperatorColumn<PurchaseRow>[] = [
  {
    header: text.columns.order,
    cell: (r) => <span className="font-mono text-xs">{r.id.slice(-8).toUpperCase()}</span>,
  },
  { header: text.columns.product, cell: (r) => operatorText.productNames[r.product] },
  {
    header: text.columns.amount,
    cell: (r) => (
      <>
        {formatUsd(r.amountCents)}
        {r.promoCode ? (
          <span className="block text-xs text-slate-600">{text.promo(r.promoCode)}</span>
        ) : null}
        {r.provider === 'simulated' ? (
          <span className="block text-xs text-slate-600">{text.testMode}</span>
        ) : null}
      </>
    ),
  },
  {
    header: text.columns.status,
    cell: (r) => {
      const status = r.status as keyof typeof statusTone;
      return (
        <Badge tone={statusTone[status] ?? 'slate'}>
          {operatorText.purchaseStatuses[status] ?? r.status}
        </Badge>
      );
    },
  },
  { header: text.columns.email, cell: (r) => <span className="break-all">{r.email}</span> },
  {
    header: text.columns.account,
    cell: (r) => r.username ?? <span className="text-slate-500">{text.noAccount}</span>,
  },
  { header: text.columns.createdAt, cell: (r) => formatDateTime(r.createdAt) },
];

const products = purchaseProducts.map((p) => ({ value: p, label: operatorText.productNames[p] }));
const statuses = purchaseStatuses.map((s) => ({
  value: s,
  label: operatorText.purchaseStatuses[s],
}));

export function PurchasesTab() {
  return (
    <OperatorList<PurchaseRow>
      id="purchases"
      endpoints={purchasesEndpoints}
      caption={text.caption}
      emptyText={text.empty}
      searchLabel={operatorText.filters.search}
      selects={[
        { name: 'product', label: operatorText.filters.product, options: products },
        { name: 'status', label: operatorText.filters.status, options: statuses },
      ]}
      columns={columns}
    />
  );
}
