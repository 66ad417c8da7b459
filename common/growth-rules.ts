// The prospect tracker's and KPI tracker's fixed facts: statuses, limits, messages and toasts.
// No zod here, so a page can show them without the validation library; the contract
// (contracts/growth.ts) builds its schemas from them.
import { kpiLimits, kpiYears, type KpiType } from './kpi-rules';
import { formatCount } from './format-number';

export const prospectStatuses = [
  'new',
  'contacted',
  'qualified',
  'proposal_sent',
  'closed_won',
  'closed_lost',
] as const;
export type ProspectStatus = (typeof prospectStatuses)[number];

/**
 * The pipeline feeds the KPI tracker by itself (docs/decisions/0026-growth-tools.md): a prospect
 * entering one of these statuses records one automatic entry of the KPI type, once per prospect
 * and stage.
 */
export const automaticKpiForStatus: Partial<Record<ProspectStatus, KpiType>> = {
  contacted: 'prospects_contacted',
  proposal_sent: 'proposals_sent',
  closed_won: 'deals_closed',
};

export const prospectLimits = {
  companyName: 120,
  contactName: 120,
  email: 254,
  phone: 40,
  industry: 80,
  notes: 5000,
  search: 100,
  /** Whole dollars; an estimated value is stored with cents. */
  estimatedValueMax: 1_000_000_000,
} as const;

export const prospectPageSize = { default: 50, max: 100 } as const;

export const growthMessages = {
  companyNameRequired: 'Company name is required',
  invalidEmail: 'Invalid email',
  statusInvalid:
    'Status must be new, contacted, qualified, proposal_sent, closed_won or closed_lost',
  estimatedValueNumber: 'Estimated value must be a number',
  estimatedValueNegative: 'Estimated value cannot be negative',
  estimatedValueTooLarge: `Estimated value must be at most ${formatCount(prospectLimits.estimatedValueMax)}`,
  estimatedValueCents: 'Estimated value can have at most 2 decimal places',
  prospectNotFound: 'Prospect not found',
  scriptNotFound: 'Script not found',
  nothingToUpdate: 'Send at least one field to change',
  limitInvalid: `Limit must be a whole number from 1 to ${prospectPageSize.max}`,
  cursorInvalid: 'This list has changed: load it again from the start',
  kpiTypeRequired: 'KPI type is required',
  kpiTypeInvalid:
    'KPI type must be prospects_contacted, meetings_scheduled, proposals_sent or deals_closed',
  periodInvalid: 'Period must be daily, weekly or monthly',
  valueRequired: 'Value is required',
  valueNumber: 'Value must be a number',
  valueWhole: 'Value must be a whole number',
  valueNegative: 'Value cannot be negative',
  valueTooLarge: `Value must be at most ${formatCount(kpiLimits.valueMax)}`,
  targetNumber: 'Target must be a number',
  targetWhole: 'Target must be a whole number',
  targetNegative: 'Target cannot be negative',
  targetPositive: 'Target must be at least 1',
  targetTooLarge: `Target must be at most ${formatCount(kpiLimits.valueMax)}`,
  dateRequired: 'Date is required',
  dateInvalid: 'Date must be a real day written YYYY-MM-DD',
  dateRange: `Date must be between ${kpiYears.min} and ${kpiYears.max}`,
  timeZoneInvalid: 'Time zone must be an IANA name such as Europe/Berlin',
  kpiEntryNotFound: 'KPI entry not found',
  automaticEntry: 'Automatic entries follow your pipeline and cannot be deleted here',
  goalNotFound: 'Goal not found',
  leadOrderNotFound: 'Lead order not found',
  leadOrderNotDelivered: 'This lead order has no delivered lead file yet',
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  invalidCharacter: (label: string) => `${label} contains a character that cannot be saved`,
} as const;

/** The success toast of each growth-tools action. */
export const growthSuccess = {
  prospectAdded: 'Prospect added successfully',
  prospectStatusUpdated: 'Prospect status updated',
  prospectUpdated: 'Prospect updated',
  prospectDeleted: 'Prospect deleted',
  kpiRecorded: 'KPI recorded successfully',
  kpiDeleted: 'KPI entry deleted',
  goalSaved: 'Goal saved',
  goalCleared: 'Goal removed',
  leadsImported: 'Leads loaded into your tracker',
} as const;
