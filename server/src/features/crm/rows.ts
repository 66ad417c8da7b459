import { crmMessages, type Contact, type FollowUp } from '../../../../common/contracts/crm';
import { crmContacts, crmFollowUps, type JsonRow } from '../../db/schema';
import { notFound } from '../../errors';

// What the contact and follow-up services share: a row as the contract answers it, the 404 of
// each kind, and the JSON copy the undo bins keep.

type ContactRow = typeof crmContacts.$inferSelect;
type FollowUpRow = typeof crmFollowUps.$inferSelect;

export function toContact(row: ContactRow): Contact {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    position: row.position,
    industry: row.industry,
    address: row.address,
    leadSource: row.leadSource,
    dealValue: row.dealValue,
    notes: row.notes,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toFollowUp(row: FollowUpRow, contactName: string): FollowUp {
  return {
    id: row.id,
    contactId: row.contactId,
    contactName,
    type: row.type,
    title: row.title,
    description: row.description,
    followUpDate: row.followUpDate.toISOString(),
    completed: row.completed,
    completedAt: row.completedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export const contactNotFound = () => notFound(crmMessages.contactNotFound);
export const followUpNotFound = () => notFound(crmMessages.followUpNotFound);

/** A row as the undo bins keep it: dates as ISO text, read back with `date`. */
export const asJson = <T>(row: T) => JSON.parse(JSON.stringify(row)) as JsonRow<T>;

export const date = (value: string) => new Date(value);
