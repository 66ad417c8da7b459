import { hasUnstorableCharacter, z } from './zod';
import {
  contactSorts,
  contactStatuses,
  crmLimits,
  crmMessages,
  crmRules,
  followUpTypes,
  followUpYears,
  isUuid,
} from '../crm-rules';
import { funnelStages } from '../crm-analytics';

// The CRM's payloads. Each schema is the route's validation, the form's resolver and the
// TypeScript type of the same name.

export {
  contactStatuses,
  crmLimits,
  crmMessages,
  crmRules,
  crmSuccess,
  followUpTypes,
  followUpYears,
  isUuid,
} from '../crm-rules';

export const ContactStatus = z.enum(contactStatuses);
export type ContactStatus = z.infer<typeof ContactStatus>;

export const FollowUpType = z.enum(followUpTypes);
export type FollowUpType = z.infer<typeof FollowUpType>;

/**
 * A trimmed text field with a limit. The server refuses text PostgreSQL cannot store on every
 * route (server/src/plugins/storable-text.ts); the same rule here names the field in the form.
 */
const text = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, crmMessages.tooLong(label, max))
    .refine((value) => !hasUnstorableCharacter(value), crmMessages.invalidCharacter(label));

const optionalText = (label: string, max: number) => text(label, max).optional().default('');

/** Empty, or a valid address ("Invalid email" otherwise). */
const ContactEmailText = z
  .string()
  .trim()
  .max(crmLimits.email, crmMessages.invalidEmail)
  .refine((value) => value === '' || z.email().safeParse(value).success, crmMessages.invalidEmail);
const ContactEmail = ContactEmailText.optional().default('');

const DealValue = z
  .number({ error: crmMessages.dealValueNumber })
  .min(0, crmMessages.dealValueNegative)
  .max(crmLimits.dealValueMax, crmMessages.dealValueTooLarge)
  .refine(
    (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
    crmMessages.dealValueCents,
  );

/** The fields of a contact, sent whole by POST /api/crm/contacts and PUT /api/crm/contacts/:id. */
export const ContactBody = z.strictObject({
  name: z
    .string({ error: crmMessages.nameRequired })
    .trim()
    .min(1, crmMessages.nameRequired)
    .pipe(text('Name', crmLimits.name)),
  email: ContactEmail,
  phone: optionalText('Phone', crmLimits.phone),
  company: optionalText('Company', crmLimits.company),
  position: optionalText('Position', crmLimits.position),
  industry: optionalText('Industry', crmLimits.industry),
  address: optionalText('Address', crmLimits.address),
  leadSource: optionalText('Lead source', crmLimits.leadSource),
  dealValue: DealValue.nullable().optional().default(null),
  notes: optionalText('Notes', crmLimits.notes),
  status: z
    .enum(contactStatuses, { error: crmMessages.statusInvalid })
    .optional()
    .default(crmRules.defaultStatus),
});
export type ContactBody = z.infer<typeof ContactBody>;
export type ContactFormValues = z.input<typeof ContactBody>;

/**
 * PUT /api/crm/contacts/:id: the fields to change, any subset of them. A field left out keeps
 * its value (a client may send only what changed, as the pipeline board sends only the status);
 * a field sent empty is emptied, and the name can never be.
 */
export const ContactUpdateBody = z
  .strictObject({
    name: ContactBody.shape.name.optional(),
    email: ContactEmailText.optional(),
    phone: text('Phone', crmLimits.phone).optional(),
    company: text('Company', crmLimits.company).optional(),
    position: text('Position', crmLimits.position).optional(),
    industry: text('Industry', crmLimits.industry).optional(),
    address: text('Address', crmLimits.address).optional(),
    leadSource: text('Lead source', crmLimits.leadSource).optional(),
    dealValue: DealValue.nullable().optional(),
    notes: text('Notes', crmLimits.notes).optional(),
    status: z.enum(contactStatuses, { error: crmMessages.statusInvalid }).optional(),
  })
  .refine(
    (body) => Object.values(body).some((value) => value !== undefined),
    crmMessages.nothingToUpdate,
  );
export type ContactUpdateBody = z.infer<typeof ContactUpdateBody>;

export const Contact = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  company: z.string(),
  position: z.string(),
  industry: z.string(),
  address: z.string(),
  leadSource: z.string(),
  dealValue: z.number().nullable(),
  notes: z.string(),
  status: ContactStatus,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Contact = z.infer<typeof Contact>;

/** POST /api/crm/contacts answers the person, and whether the email found one already kept. */
export const SavedContact = Contact.extend({ existingPerson: z.boolean() });
export type SavedContact = z.infer<typeof SavedContact>;

/** How many contacts one page of GET /api/crm/contacts holds, unless the caller asks for fewer. */
export const contactPageSize = { default: 50, max: 100 } as const;

export { contactSorts, defaultContactSort, type ContactSort } from '../crm-rules';

export const contactPageMessages = {
  sortInvalid: `Sort must be one of: ${contactSorts.join(', ')}`,
  limitInvalid: `Limit must be a whole number from 1 to ${contactPageSize.max}`,
  cursorInvalid: 'This list has changed: load it again from the start',
  nowInvalid: 'Now must be an ISO date and time',
} as const;

/**
 * GET /api/crm/contacts?search=&status=&sort=&limit=&cursor=: search matches name, email or
 * company, ignoring case. `cursor` is the `nextCursor` of the previous page, opaque to the browser
 * and valid only with the same sort.
 */
export const ContactListQuery = z.object({
  search: text('Search', crmLimits.search).optional(),
  status: z.enum(contactStatuses, { error: crmMessages.statusInvalid }).optional(),
  sort: z.enum(contactSorts, { error: contactPageMessages.sortInvalid }).optional(),
  limit: z.coerce
    .number({ error: contactPageMessages.limitInvalid })
    .int(contactPageMessages.limitInvalid)
    .min(1, contactPageMessages.limitInvalid)
    .max(contactPageSize.max, contactPageMessages.limitInvalid)
    .optional(),
  cursor: z.string().max(200, contactPageMessages.cursorInvalid).optional(),
});
export type ContactListQuery = z.infer<typeof ContactListQuery>;

/** One page of contacts in the asked order; `nextCursor` is null on the last page. */
export const ContactPage = z.object({
  items: z.array(Contact),
  nextCursor: z.string().nullable(),
});
export type ContactPage = z.infer<typeof ContactPage>;

const StatusCounts = z.object(
  Object.fromEntries(contactStatuses.map((s) => [s, z.number()])) as Record<
    (typeof contactStatuses)[number],
    z.ZodNumber
  >,
);

/**
 * GET /api/crm/analytics?now=: "overdue" and "due soon" are counted from the viewer's clock (the
 * same clock that labels each follow-up on screen), or from the server's when none is given.
 */
export const CrmAnalyticsQuery = z.object({
  now: z.iso.datetime({ offset: true, error: contactPageMessages.nowInvalid }).optional(),
});
export type CrmAnalyticsQuery = z.infer<typeof CrmAnalyticsQuery>;

/** Every figure of the Analytics tab, computed by the database. */
export const CrmAnalytics = z.object({
  counts: StatusCounts,
  /** The deal values of each status's contacts, in cents (the pipeline board's column totals). */
  valueCents: StatusCounts,
  shares: StatusCounts,
  total: z.number(),
  openPipelineCents: z.number(),
  wonValueCents: z.number(),
  winRatePercent: z.number().nullable(),
  dueSoon: z.number(),
  overdue: z.number(),
  followUpCount: z.number(),
  /** The pipeline as a funnel (common/crm-analytics.ts pipelineFunnel): lead, prospect, client. */
  funnel: z.array(
    z.object({
      stage: z.enum(funnelStages),
      count: z.number(),
      valueCents: z.number(),
      reached: z.number(),
      conversionPercent: z.number().nullable(),
    }),
  ),
});
export type CrmAnalytics = z.infer<typeof CrmAnalytics>;

/** A path id. Anything that is not one of the user's ids answers 404, whatever its shape. */
export const IdParams = z.strictObject({ id: z.string().max(100) });

const FollowUpDate = z
  .string({ error: crmMessages.followUpDateRequired })
  .trim()
  .min(1, crmMessages.followUpDateRequired)
  .pipe(z.iso.datetime({ offset: true, error: crmMessages.followUpDateInvalid }))
  .refine((value) => {
    const year = new Date(value).getUTCFullYear();
    return year >= followUpYears.min && year < followUpYears.max;
  }, crmMessages.followUpDateRange);

/** POST /api/crm/follow-ups. The date is an ISO date-time with an offset (the browser sends UTC). */
export const FollowUpBody = z.strictObject({
  contactId: z
    .string({ error: crmMessages.contactRequired })
    .trim()
    .min(1, crmMessages.contactRequired)
    .max(100, crmMessages.contactNotFound),
  type: z
    .enum(followUpTypes, { error: crmMessages.typeInvalid })
    .optional()
    .default(crmRules.defaultFollowUpType),
  title: z
    .string({ error: crmMessages.titleRequired })
    .trim()
    .min(1, crmMessages.titleRequired)
    .pipe(text('Title', crmLimits.title)),
  description: optionalText('Description', crmLimits.description),
  followUpDate: FollowUpDate,
});
export type FollowUpBody = z.infer<typeof FollowUpBody>;
export type FollowUpFormValues = z.input<typeof FollowUpBody>;

/** DELETE /api/crm/follow-ups/:id: the id of the follow-up that is gone, and until when Undo works. */
export const DeletedFollowUp = z.object({ id: z.string(), restorableUntil: z.string() });
export type DeletedFollowUp = z.infer<typeof DeletedFollowUp>;

export const followUpUndoMessages = {
  restored: 'Follow-up restored',
  nothingToRestore: 'This follow-up can no longer be restored.',
} as const;

/** POST /api/crm/follow-ups/restore: only the id; what comes back is the server's own copy. */
export const RestoreFollowUpBody = z.strictObject({
  followUpId: z
    .string({ error: followUpUndoMessages.nothingToRestore })
    .trim()
    .min(1, followUpUndoMessages.nothingToRestore)
    .max(100, followUpUndoMessages.nothingToRestore),
});
export type RestoreFollowUpBody = z.infer<typeof RestoreFollowUpBody>;

/** PATCH /api/crm/follow-ups/:id: mark completed, or reopen. */
export const UpdateFollowUpBody = z.strictObject({
  completed: z.boolean({ error: crmMessages.completedInvalid }),
});
export type UpdateFollowUpBody = z.infer<typeof UpdateFollowUpBody>;

export const FollowUp = z.object({
  id: z.string(),
  contactId: z.string(),
  contactName: z.string(),
  type: FollowUpType,
  title: z.string(),
  description: z.string(),
  followUpDate: z.string(),
  completed: z.boolean(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type FollowUp = z.infer<typeof FollowUp>;

/** How many follow-ups one page of GET /api/crm/follow-ups holds, unless the caller asks for fewer. */
export const followUpPageSize = { default: 50, max: 100 } as const;

export const followUpListMessages = {
  limitInvalid: `Limit must be a whole number from 1 to ${followUpPageSize.max}`,
  contactIdsInvalid: `Contact ids must be from 1 to ${followUpPageSize.max} contact ids, separated by commas`,
} as const;

/**
 * GET /api/crm/follow-ups?limit=&cursor=: every follow-up, soonest first, a page at a time.
 * `cursor` is the previous page's `nextCursor`.
 */
export const FollowUpListQuery = z.object({
  limit: z.coerce
    .number({ error: followUpListMessages.limitInvalid })
    .int(followUpListMessages.limitInvalid)
    .min(1, followUpListMessages.limitInvalid)
    .max(followUpPageSize.max, followUpListMessages.limitInvalid)
    .optional(),
  cursor: z.string().max(200, contactPageMessages.cursorInvalid).optional(),
});
export type FollowUpListQuery = z.infer<typeof FollowUpListQuery>;

/** One page of follow-ups, soonest first; `nextCursor` is null on the last page. */
export const FollowUpPage = z.object({
  items: z.array(FollowUp),
  nextCursor: z.string().nullable(),
});
export type FollowUpPage = z.infer<typeof FollowUpPage>;

/**
 * GET /api/crm/follow-ups/upcoming?now=: the soonest follow-ups not completed, dated from `now`
 * (the viewer's clock) or later, at most crmRules.upcomingLimit.
 */
export const UpcomingFollowUpsQuery = CrmAnalyticsQuery;

/**
 * GET /api/crm/follow-ups/next?contactIds=a,b: each listed contact's next follow-up not completed
 * (the soonest, overdue ones included); a contact with none is left out. For the contact cards on
 * screen, a page of contacts at a time.
 */
export const NextFollowUpsQuery = z.object({
  contactIds: z
    .string({ error: followUpListMessages.contactIdsInvalid })
    .transform((value) => value.split(','))
    .pipe(
      z
        .array(z.string().refine(isUuid, followUpListMessages.contactIdsInvalid))
        .min(1, followUpListMessages.contactIdsInvalid)
        .max(followUpPageSize.max, followUpListMessages.contactIdsInvalid),
    ),
});
export type NextFollowUpsQuery = z.input<typeof NextFollowUpsQuery>;

/** DELETE /api/crm/contacts/:id answers what was removed and until when Undo can restore it. */
export const DeletedContact = z.object({
  message: z.string(),
  contact: Contact,
  followUps: z.array(FollowUp),
  restorableUntil: z.string(),
});
export type DeletedContact = z.infer<typeof DeletedContact>;

/** POST /api/crm/contacts/restore: only the id; what comes back is the server's own copy. */
export const RestoreContactBody = z.strictObject({
  contactId: z
    .string({ error: crmMessages.contactRequired })
    .trim()
    .min(1, crmMessages.contactRequired)
    .max(100, crmMessages.contactNotFound),
});
export type RestoreContactBody = z.infer<typeof RestoreContactBody>;

export const RestoredContact = z.object({
  message: z.string(),
  contact: Contact,
  followUps: z.array(FollowUp),
});
export type RestoredContact = z.infer<typeof RestoredContact>;

export const RestoredFollowUp = z.object({ message: z.string(), followUp: FollowUp });
export type RestoredFollowUp = z.infer<typeof RestoredFollowUp>;

/** The account's private calendar address: anyone who has it can read the open follow-ups. */
export const CalendarFeedReply = z.object({ url: z.string() });
export type CalendarFeedReply = z.infer<typeof CalendarFeedReply>;
