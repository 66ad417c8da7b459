import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { crmContacts } from '../../db/schema';

// A contact's next follow-up (crm_contacts.next_follow_up_at, the contact list's default order)
// is kept by every write to its follow-ups, in the same transaction, under the contact's lock
// (docs/decisions/0029-contacts-by-next-follow-up.md).

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Locks the user's contacts among `ids` (in id order, so two writers never wait on each other in
 * a circle) and answers the ones that exist. Every write to a follow-up holds its contact's lock,
 * so follow-up writes of one contact take turns and the next follow-up date computed afterwards
 * sees every one of them. FOR NO KEY UPDATE waits for another writer and for a delete, not for
 * the foreign-key check of a follow-up being inserted.
 */
export function lockContacts(tx: Tx, userId: string, ids: string[]) {
  return tx
    .select({ id: crmContacts.id, name: crmContacts.name })
    .from(crmContacts)
    .where(and(eq(crmContacts.userId, userId), inArray(crmContacts.id, ids)))
    .orderBy(asc(crmContacts.id))
    .for('no key update');
}

/**
 * Sets the contacts' next follow-up (the earliest date among their follow-ups not completed) in
 * one statement. Run after lockContacts, in the same transaction: a statement started after the
 * lock was granted sees every follow-up write committed before it, so two completions in parallel
 * cannot leave a date that is already done.
 */
export async function refreshNextFollowUp(tx: Tx, userId: string, contactIds: string[]) {
  await tx
    .update(crmContacts)
    .set({
      // Spelled out: inside the sub-select an unqualified "id" would be the follow-up's.
      nextFollowUpAt: sql`(select min(f.follow_up_date) from crm_follow_ups f where f.contact_id = crm_contacts.id and f.user_id = crm_contacts.user_id and not f.completed)`,
    })
    .where(and(eq(crmContacts.userId, userId), inArray(crmContacts.id, contactIds)));
}
