import { formatCount } from './format-number';
// The CRM's fixed facts: statuses, types, defaults, limits and messages. No zod here, so a
// page can show them without downloading the validation library; the contract
// (contracts/crm.ts) builds its schemas from them.

export const contactStatuses = ['lead', 'prospect', 'client', 'closed_lost'] as const;
export type ContactStatus = (typeof contactStatuses)[number];

export const followUpTypes = ['call', 'email', 'meeting', 'task'] as const;

/** The /crm page's tabs, each opened by its address (?tab=), so an email can link to one. */
export const crmTabs = ['contacts', 'pipeline', 'follow-ups', 'analytics'] as const;
export type CrmTab = (typeof crmTabs)[number];
export const crmTabPath = (tab: CrmTab) => `/crm?tab=${tab}`;
export type FollowUpType = (typeof followUpTypes)[number];

/** The CRM's defaults and fixed numbers. */
export const crmRules = {
  defaultStatus: 'lead',
  defaultFollowUpType: 'call',
  upcomingLimit: 5,
  dueSoonDays: 7,
  /** How long the server keeps a deleted contact so that Undo can bring it back. */
  undoWindowMs: 5 * 60 * 1000,
} as const satisfies {
  defaultStatus: ContactStatus;
  defaultFollowUpType: FollowUpType;
  upcomingLimit: number;
  dueSoonDays: number;
  undoWindowMs: number;
};

/** Length limits of every text field, generous enough for real data. */
export const crmLimits = {
  name: 120,
  email: 254,
  phone: 40,
  company: 120,
  position: 120,
  industry: 80,
  address: 300,
  leadSource: 80,
  notes: 5000,
  title: 200,
  description: 2000,
  search: 100,
  /** Whole dollars; a deal value is stored with cents. */
  dealValueMax: 1_000_000_000,
} as const;

/** Follow-up dates outside these years are typing mistakes, not plans. */
export const followUpYears = { min: 2000, max: 2100 } as const;

export const crmMessages = {
  nameRequired: 'Name is required',
  invalidEmail: 'Invalid email',
  contactRequired: 'Contact is required',
  titleRequired: 'Title is required',
  followUpDateRequired: 'Follow-up date is required',
  followUpDateInvalid: 'Follow-up date must be a valid date and time',
  followUpDateRange: `Follow-up date must be between ${followUpYears.min} and ${followUpYears.max}`,
  statusInvalid: 'Status must be lead, prospect, client or closed_lost',
  typeInvalid: 'Type must be call, email, meeting or task',
  dealValueNumber: 'Deal value must be a number',
  dealValueNegative: 'Deal value cannot be negative',
  dealValueTooLarge: `Deal value must be at most ${formatCount(crmLimits.dealValueMax)}`,
  dealValueCents: 'Deal value can have at most 2 decimal places',
  completedInvalid: 'completed must be true or false',
  contactNotFound: 'Contact not found',
  followUpNotFound: 'Follow-up not found',
  nothingToRestore: 'This contact can no longer be restored.',
  nothingToUpdate: 'Send at least one field to change',
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  invalidCharacter: (label: string) => `${label} contains a character that cannot be saved`,
} as const;

/** The CRM's success toasts, one per action. */
export const crmSuccess = {
  contactCreated: 'Contact created successfully',
  contactUpdated: 'Contact updated successfully',
  contactDeleted: 'Contact deleted successfully',
  followUpCreated: 'Follow-up created successfully',
  contactRestored: 'Contact restored',
  followUpCompleted: 'Follow-up marked as completed',
  followUpReopened: 'Follow-up reopened',
} as const;

/** Ids are UUIDs; any other shape names nothing (and must never reach a uuid column's cast). */
export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

/**
 * The orders of the contact list: soonest pending follow-up first (overdue, due today, later, then
 * contacts with none, newest first), or newest first. A request that names none is newest first,
 * the order every caller got before there was a choice; the Contacts tab asks for its own default.
 * Here rather than in the contract, so the Contacts tab has them without the contract's code.
 */
export const contactSorts = ['next-follow-up', 'newest'] as const;
export type ContactSort = (typeof contactSorts)[number];
export const defaultContactSort: ContactSort = 'newest';
