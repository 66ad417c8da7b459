// One pipeline: a CRM contact is a person, a prospect is a deal with (at most) one person, and a
// person has any number of deals (docs/decisions/0037-one-pipeline.md). What a deal's move does
// to its person's status, and the words both screens show about it. No zod here.
import type { ContactStatus } from './crm-rules';
import type { ProspectStatus } from './growth-rules';

const openStages: readonly ProspectStatus[] = ['contacted', 'qualified', 'proposal_sent'];

/** The status of a person made for a new deal (typed in the tracker or loaded from a lead order). */
export function personStatusForNewDeal(stage: ProspectStatus): ContactStatus {
  if (stage === 'closed_won') return 'client';
  if (stage === 'closed_lost') return 'closed_lost';
  if (stage === 'new') return 'lead';
  return 'prospect';
}

/**
 * The person's status after one of their deals arrives in `stage`. Won makes a client; lost makes
 * closed_lost only when every deal of the person is lost; a deal worked on again brings a
 * closed_lost person back as a prospect, and a lead whose deal is being worked on becomes one.
 * Anything else keeps the status the user set by hand.
 */
export function personStatusAfterDealMove(
  person: ContactStatus,
  stage: ProspectStatus,
  everyDealLost: boolean,
): ContactStatus {
  if (stage === 'closed_won') return 'client';
  if (stage === 'closed_lost') return everyDealLost ? 'closed_lost' : person;
  if (person === 'closed_lost') return 'prospect';
  if (person === 'lead' && openStages.includes(stage)) return 'prospect';
  return person;
}

/** Why a row of a delivered lead file was not loaded, named with its line. */
export const leadRowProblems = {
  noCompany: 'No company name',
  noEmail: 'No email address',
  badEmail: 'Email is not an email address',
} as const;

export const pipelineText = {
  /** Said when a form's email belongs to a person the account already has. */
  existingPerson: (name: string) =>
    `${name} is already in your contacts: this uses that person instead of adding a second one.`,
  emailTaken: 'Another of your contacts already has this email',
  leadOrderSource: (orderNumber: string) => `Lead order ${orderNumber}`,
  trackerSource: 'Prospect tracker',
} as const;
