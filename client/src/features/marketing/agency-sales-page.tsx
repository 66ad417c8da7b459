import { staticPart } from '../../components/static-html';

const AgencySalesContent = staticPart(() =>
  import('./agency-sales-content').then((m) => m.AgencySalesContent),
);

/** The agency sales page, /agency-landing: the same for every visitor. */
export function AgencySalesPage() {
  return <AgencySalesContent />;
}
