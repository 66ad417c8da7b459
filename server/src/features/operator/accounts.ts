import { and, eq, sql } from 'drizzle-orm';
import { RegisterBody } from '../../../../common/contracts/accounts';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { operatorScriptText } from '../../../../content/operator-script';
import { HttpError } from '../../errors';
import { createUser } from '../accounts';
import { forgetCachedUserNow } from '../../core/sessions';

export type OperatorInput = { username?: string; email?: string; password?: string };

const sameUsername = (username: string) =>
  eq(sql`lower(${users.username})`, username.toLowerCase());

/**
 * Takes the operator role away (`npm run create-operator -- --username NAME --remove`): the account
 * stays as a member, and every server process forgets the cached user, so a signed-in session
 * gets the unknown-path 404 from the console on its next request.
 */
export async function removeOperator(db: Db, username: string | undefined): Promise<string> {
  if (!username) throw new HttpError(400, operatorScriptText.usage);
  const [removed] = await db
    .update(users)
    .set({ role: 'member' })
    .where(and(sameUsername(username), eq(users.role, 'operator')))
    .returning({ id: users.id, username: users.username });
  if (removed) {
    await forgetCachedUserNow(db, removed.id);
    return operatorScriptText.removed(removed.username);
  }
  const [member] = await db
    .select({ username: users.username })
    .from(users)
    .where(sameUsername(username));
  if (!member) throw new HttpError(400, operatorScriptText.unknownAccount);
  return operatorScriptText.notOperator(member.username);
}

/**
 * Makes an operator (the only way one is made: `npm run create-operator`, never the public API).
 * An existing account with that username, in any case, is promoted and keeps its password;
 * otherwise a new, verified account is created from the three values, checked as a registration.
 * Answers the sentence to print; a refusal throws an HttpError carrying the reason.
 */
export async function makeOperator(db: Db, input: OperatorInput): Promise<string> {
  if (!input.username) throw new HttpError(400, operatorScriptText.usage);
  const [existing] = await db
    .update(users)
    .set({ role: 'operator' })
    .where(sameUsername(input.username))
    .returning({ id: users.id, username: users.username });
  if (existing) {
    // Every server process forgets the cached user, so the console opens without a new sign-in.
    await forgetCachedUserNow(db, existing.id);
    return operatorScriptText.promoted(existing.username);
  }
  if (!input.email || !input.password) throw new HttpError(400, operatorScriptText.newNeedsAll);
  const parsed = RegisterBody.safeParse({
    username: input.username,
    email: input.email,
    password: input.password,
  });
  if (!parsed.success) {
    throw new HttpError(400, parsed.error.issues.map((issue) => issue.message).join('\n'));
  }
  const user = await createUser(db, { ...parsed.data, role: 'operator', emailVerified: true });
  return operatorScriptText.created(user.username);
}
