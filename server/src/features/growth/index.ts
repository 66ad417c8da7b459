// What other features may use of growth. The CRM files a meeting follow-up as a KPI entry in its
// own transaction.
export { recordAutomaticKpi } from './kpi-service';
