import { endpoint } from './endpoint';

/** The growth tools' calls: prospects, KPI entries and goals. */
export const growthApi = {
  listProspects: endpoint('GET', '/api/prospects'),
  createProspect: endpoint('POST', '/api/prospects'),
  importProspects: endpoint('POST', '/api/prospects/import'),
  updateProspect: endpoint('PUT', '/api/prospects/:id'),
  deleteProspect: endpoint('DELETE', '/api/prospects/:id'),
  prospectHistory: endpoint('GET', '/api/prospects/:id/history'),
  downloadScript: endpoint('POST', '/api/prospects/scripts/:id/download'),
  listKpiEntries: endpoint('GET', '/api/user-kpis'),
  kpiTrend: endpoint('GET', '/api/user-kpis/trend'),
  createKpiEntry: endpoint('POST', '/api/user-kpis'),
  deleteKpiEntry: endpoint('DELETE', '/api/user-kpis/:id'),
  listKpiGoals: endpoint('GET', '/api/kpi-goals'),
  saveKpiGoal: endpoint('PUT', '/api/kpi-goals'),
  deleteKpiGoal: endpoint('DELETE', '/api/kpi-goals/:kpiType/:period'),
} as const;
