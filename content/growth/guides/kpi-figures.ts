// The KPI guide's periods and tile colours: code the page runs on the example figures it fetches.

export const kpiGuidePeriods = ['This Week', 'This Month', 'This Quarter', 'This Year'] as const;
export type KpiGuidePeriod = (typeof kpiGuidePeriods)[number];

/** Static-page tile colours: 90% or more green, 70% to under 90% yellow, else red. */
export const KPI_GUIDE_GREEN_AT = 90;
export const KPI_GUIDE_YELLOW_AT = 70;

/** Percent of target reached; for lower-is-better figures, target over current. Not capped. */
export function percentOfTarget(current: number, target: number, lowerIsBetter = false): number {
  if (lowerIsBetter) return current <= 0 ? 100 : Math.round((target / current) * 100);
  return target <= 0 ? 0 : Math.round((current / target) * 100);
}

export type GuideTileColour = 'green' | 'yellow' | 'red';

export function guideTileColour(percent: number): GuideTileColour {
  if (percent >= KPI_GUIDE_GREEN_AT) return 'green';
  if (percent >= KPI_GUIDE_YELLOW_AT) return 'yellow';
  return 'red';
}
