import { hasUnstorableCharacter, z } from './zod';
import {
  growthMessages,
  prospectLimits,
  prospectPageSize,
  prospectStatuses,
} from '../growth-rules';
import { isIsoDate, kpiLimits, kpiPeriods, kpiRules, kpiTypes, kpiYears } from '../kpi-rules';
import { formatCount } from '../format-number';

// The growth tools' payloads: prospects, KPI entries, goals and the lead-order import. Each schema
// is the route's validation, the form's resolver and the TypeScript type of the same name.

export {
  automaticKpiForStatus,
  growthMessages,
  growthSuccess,
  prospectLimits,
  prospectPageSize,
  prospectStatuses,
} from '../growth-rules';
export { kpiPeriods, kpiTypes } from '../kpi-rules';

const m = growthMessages;

export const ProspectStatus = z.enum(prospectStatuses, { error: m.statusInvalid });
export type ProspectStatus = z.infer<typeof ProspectStatus>;
export const KpiType = z.enum(kpiTypes, { error: m.kpiTypeInvalid });
export type KpiType = z.infer<typeof KpiType>;
export const KpiPeriod = z.enum(kpiPeriods, { error: m.periodInvalid });
export type KpiPeriod = z.infer<typeof KpiPeriod>;

/**
 * A trimmed text field with a limit. The server refuses text PostgreSQL cannot store on every
 * route (server/src/plugins/storable-text.ts); the same rule here names the field in the form.
 */
const text = (label: string, max: number) =>
  z
    .string({ error: m.tooLong(label, max) })
    .trim()
    .max(max, m.tooLong(label, max))
    .refine((value) => !hasUnstorableCharacter(value), m.invalidCharacter(label));

const CompanyName = z
  .string({ error: m.companyNameRequired })
  .trim()
  .min(1, m.companyNameRequired)
  .pipe(text('Company name', prospectLimits.companyName));

/** Empty, or a valid address. */
const ProspectEmail = z
  .string({ error: m.invalidEmail })
  .trim()
  .max(prospectLimits.email, m.invalidEmail)
  .refine((value) => value === '' || z.email().safeParse(value).success, m.invalidEmail);

/** Dollars with cents: finite, not negative, bounded. */
const EstimatedValue = z
  .number({ error: m.estimatedValueNumber })
  .min(0, m.estimatedValueNegative)
  .max(prospectLimits.estimatedValueMax, m.estimatedValueTooLarge)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, m.estimatedValueCents);

const prospectFields = {
  companyName: CompanyName,
  contactName: text('Contact name', prospectLimits.contactName),
  email: ProspectEmail,
  phone: text('Phone', prospectLimits.phone),
  industry: text('Industry', prospectLimits.industry),
  notes: text('Notes', prospectLimits.notes),
  estimatedValue: EstimatedValue.nullable(),
  status: ProspectStatus,
};

/** POST /api/prospects: only the company is required. */
export const ProspectBody = z.strictObject({
  companyName: prospectFields.companyName,
  contactName: prospectFields.contactName.optional().default(''),
  email: prospectFields.email.optional().default(''),
  phone: prospectFields.phone.optional().default(''),
  industry: prospectFields.industry.optional().default(''),
  notes: prospectFields.notes.optional().default(''),
  estimatedValue: prospectFields.estimatedValue.optional().default(null),
  status: prospectFields.status.optional().default('new'),
  /**
   * The person this deal is with, when added from their contact card. Without it, the contact
   * name and email name the person: an email the account already has uses that person.
   */
  contactId: z.string().max(100).optional(),
});
export type ProspectBody = z.infer<typeof ProspectBody>;
export type ProspectFormValues = z.input<typeof ProspectBody>;

/** PUT /api/prospects/:id: the status (the list's selector), any other field, or several. */
export const ProspectUpdateBody = z
  .strictObject({
    companyName: prospectFields.companyName.optional(),
    contactName: prospectFields.contactName.optional(),
    email: prospectFields.email.optional(),
    phone: prospectFields.phone.optional(),
    industry: prospectFields.industry.optional(),
    notes: prospectFields.notes.optional(),
    estimatedValue: prospectFields.estimatedValue.optional(),
    status: prospectFields.status.optional(),
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), m.nothingToUpdate);
export type ProspectUpdateBody = z.infer<typeof ProspectUpdateBody>;

export const Prospect = z.object({
  id: z.string(),
  companyName: z.string(),
  contactName: z.string(),
  email: z.string(),
  phone: z.string(),
  industry: z.string(),
  notes: z.string(),
  estimatedValue: z.number().nullable(),
  status: ProspectStatus,
  /** Where it came from: empty when typed in, the order number when loaded from a lead order. */
  source: z.string(),
  /** The deal's person in the CRM (their name, email and phone are the fields above), or null. */
  contactId: z.string().nullable(),
  /** The person's soonest follow-up not completed, or null. */
  nextFollowUpAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Prospect = z.infer<typeof Prospect>;

/** POST and PUT /api/prospects answer the deal, and whether its email found a person already kept. */
export const SavedProspect = Prospect.extend({ existingPerson: z.boolean() });
export type SavedProspect = z.infer<typeof SavedProspect>;

/** The deals of one person, newest first (GET /api/crm/contacts/:id/deals). */
export const PersonDeals = z.object({ items: z.array(Prospect) });
export type PersonDeals = z.infer<typeof PersonDeals>;

/** GET /api/prospects?search=&status=&limit=&cursor=: search matches company, contact or email. */
export const ProspectListQuery = z.object({
  search: text('Search', prospectLimits.search).optional(),
  status: ProspectStatus.optional(),
  limit: z.coerce
    .number({ error: m.limitInvalid })
    .int(m.limitInvalid)
    .min(1, m.limitInvalid)
    .max(prospectPageSize.max, m.limitInvalid)
    .optional(),
  cursor: z.string().max(200, m.cursorInvalid).optional(),
});
export type ProspectListQuery = z.infer<typeof ProspectListQuery>;

export const ProspectPage = z.object({
  items: z.array(Prospect),
  nextCursor: z.string().nullable(),
});
export type ProspectPage = z.infer<typeof ProspectPage>;

export const ProspectStatusChange = z.object({
  fromStatus: ProspectStatus.nullable(),
  toStatus: ProspectStatus,
  changedAt: z.string(),
});
export type ProspectStatusChange = z.infer<typeof ProspectStatusChange>;

/** A path id. Anything that is not one of the user's ids answers 404, whatever its shape. */
export const GrowthIdParams = z.strictObject({ id: z.string().max(100) });

const KpiDate = z
  .string({ error: m.dateRequired })
  .trim()
  .min(1, m.dateRequired)
  .refine(isIsoDate, m.dateInvalid)
  .refine((value) => {
    const year = Number(value.slice(0, 4));
    return year >= kpiYears.min && year < kpiYears.max;
  }, m.dateRange);

/** A count: a whole number from 0 to the limit. */
const count = (messages: { number: string; whole: string; negative: string; tooLarge: string }) =>
  z
    .number({ error: messages.number })
    .int(messages.whole)
    .min(0, messages.negative)
    .max(kpiLimits.valueMax, messages.tooLarge);

const KpiValue = count({
  number: m.valueNumber,
  whole: m.valueWhole,
  negative: m.valueNegative,
  tooLarge: m.valueTooLarge,
});
const KpiTarget = count({
  number: m.targetNumber,
  whole: m.targetWhole,
  negative: m.targetNegative,
  tooLarge: m.targetTooLarge,
}).min(1, m.targetPositive);

/** POST /api/user-kpis. The date is a calendar day; the form's default is today, monthly. */
export const KpiEntryBody = z.strictObject({
  kpiType: z.enum(kpiTypes, { error: m.kpiTypeRequired }),
  value: z.number({ error: m.valueRequired }).pipe(KpiValue),
  target: KpiTarget.nullable().optional().default(null),
  period: KpiPeriod.optional().default(kpiRules.defaultPeriod),
  date: KpiDate,
});
export type KpiEntryBody = z.infer<typeof KpiEntryBody>;
export type KpiEntryFormValues = z.input<typeof KpiEntryBody>;

export const KpiEntry = z.object({
  id: z.string(),
  kpiType: KpiType,
  value: z.number(),
  target: z.number().nullable(),
  period: KpiPeriod,
  date: z.string(),
  /** Recorded by the pipeline (a prospect's status, a CRM meeting), not typed by hand. */
  automatic: z.boolean(),
  /** For an automatic entry: the prospect's company or the contact it came from. */
  sourceLabel: z.string(),
  createdAt: z.string(),
});
export type KpiEntry = z.infer<typeof KpiEntry>;

/**
 * GET /api/user-kpis?period=&date=: the period that contains `date` (default: today in the
 * viewer's time zone, sent as the X-Time-Zone header).
 */
export const KpiQuery = z.object({
  period: KpiPeriod.optional().default(kpiRules.defaultPeriod),
  date: KpiDate.optional(),
});
export type KpiQuery = z.infer<typeof KpiQuery>;

export const KpiSummary = z.object({
  kpiType: KpiType,
  total: z.number(),
  target: z.number().nullable(),
  targetSource: z.enum(['goal', 'entries']).nullable(),
  percent: z.number().nullable(),
});
export type KpiSummary = z.infer<typeof KpiSummary>;

export const KpiOverview = z.object({
  period: KpiPeriod,
  today: z.string(),
  start: z.string(),
  end: z.string(),
  summaries: z.array(KpiSummary),
  /** The entries counted in the period, newest first (at most kpiLimits.entriesShown). */
  entries: z.array(KpiEntry),
  moreEntries: z.boolean(),
});
export type KpiOverview = z.infer<typeof KpiOverview>;

/** GET /api/user-kpis/trend?period=: the last twelve periods of each type, ending today. */
export const KpiTrendQuery = z.object({
  period: KpiPeriod.optional().default(kpiRules.defaultPeriod),
});
export type KpiTrendQuery = z.infer<typeof KpiTrendQuery>;

export const KpiTrendPoint = z.object({
  /** The period's first day; the last is the day before the next point's start. */
  start: z.string(),
  total: z.number(),
  /** The goal, else the average of the targets typed on that period's entries, else none. */
  target: z.number().nullable(),
});
export type KpiTrendPoint = z.infer<typeof KpiTrendPoint>;

export const KpiTrend = z.object({
  period: KpiPeriod,
  today: z.string(),
  /** One series per type, each with twelve points, oldest first. */
  series: z.array(z.object({ kpiType: KpiType, points: z.array(KpiTrendPoint) })),
});
export type KpiTrend = z.infer<typeof KpiTrend>;

/** PUT /api/kpi-goals: the user's goal for one type and period. */
export const KpiGoalBody = z.strictObject({
  kpiType: z.enum(kpiTypes, { error: m.kpiTypeRequired }),
  period: KpiPeriod,
  target: z.number({ error: m.targetNumber }).pipe(KpiTarget),
});
export type KpiGoalBody = z.infer<typeof KpiGoalBody>;
export type KpiGoalFormValues = z.input<typeof KpiGoalBody>;

export const KpiGoal = z.object({
  kpiType: KpiType,
  period: KpiPeriod,
  target: z.number(),
  updatedAt: z.string(),
});
export type KpiGoal = z.infer<typeof KpiGoal>;

export const KpiGoalParams = z.strictObject({ kpiType: KpiType, period: KpiPeriod });

/** The lead-order import's answers beyond growth-rules.ts: a file past its order, a cell refused. */
export const leadImportMessages = {
  tooManyLeads: (ordered: number) =>
    `This lead order's file has more than the ${formatCount(ordered)} leads ordered, so nothing was loaded. Please contact us to have it delivered again.`,
  unstorable: 'Has a character that cannot be stored (such as a NUL byte)',
} as const;

/** POST /api/prospects/import: a delivered lead order of the user's, by id. */
export const LeadImportBody = z.strictObject({
  orderId: z.string({ error: m.leadOrderNotFound }).trim().min(1, m.leadOrderNotFound).max(100),
});
export type LeadImportBody = z.infer<typeof LeadImportBody>;

export const LeadImportResult = z.object({
  message: z.string(),
  source: z.string(),
  imported: z.number(),
  /** Rows whose address the account already had, or that repeat one earlier in the file. */
  skipped: z.number(),
  /** Rows that could not be used, by their line in the file (the header is line 1), and why. */
  problems: z.array(z.object({ line: z.number(), reason: z.string() })),
});
export type LeadImportResult = z.infer<typeof LeadImportResult>;

export const MessageAnswer = z.object({ message: z.string() });

/** POST /api/scripts/:id/download: the script as a text file, filled from a prospect if named. */
export const ScriptDownloadBody = z.strictObject({
  prospectId: z.string({ error: m.prospectNotFound }).max(100, m.prospectNotFound).optional(),
});
export type ScriptDownloadBody = z.infer<typeof ScriptDownloadBody>;
