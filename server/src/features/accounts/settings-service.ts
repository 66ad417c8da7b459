import { and, eq, ne, sql } from 'drizzle-orm';
import {
  type AccountSettings,
  deletedPerson,
  type SaveNameBody,
  settingsMessages,
} from '../../../../common/contracts/settings';
import type { Db } from '../../db/client';
import {
  certificates,
  emailOutbox,
  guideSignups,
  leadOrders,
  loginAttempts,
  orders,
  rateLimitCounters,
  sessions,
  users,
} from '../../db/schema';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../errors';
import { forgetCachedUser, type SessionUser } from '../../core/sessions';
import { hashToken } from '../../tokens';
import { accountThrottleKey, claimLoginAttempt, forgiveLoginAttempt } from './login-throttle';
import { hashPassword, verifyPassword } from './passwords';

const settingsColumns = {
  username: users.username,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  timeZone: users.timeZone,
  remindersEnabled: users.remindersEnabled,
  certificateName: certificates.learnerName,
};

/** What the settings page shows: the account's own details, never a hash or a token. */
export async function accountSettings(db: Db, userId: string): Promise<AccountSettings> {
  const [row] = await db
    .select(settingsColumns)
    .from(users)
    .leftJoin(certificates, eq(certificates.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw notFound();
  return row;
}

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The account's name, which is the name its certificate prints: one source
 * (docs/decisions/0057-account-settings.md). An issued certificate is renamed in the same
 * transaction, keeping its id and date. The name is printed and published, so it is never what
 * the account signs in with.
 */
export async function saveName(
  db: Db,
  user: SessionUser,
  body: SaveNameBody,
): Promise<AccountSettings> {
  const fullName = `${body.firstName} ${body.lastName}`.trim();
  if (sameText(fullName, user.username) || sameText(fullName, user.email)) {
    throw badRequest(settingsMessages.nameIsLogin);
  }
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ firstName: body.firstName, lastName: body.lastName })
      .where(eq(users.id, user.id));
    await tx
      .update(certificates)
      .set({ learnerName: fullName })
      .where(eq(certificates.userId, user.id));
  });
  forgetCachedUser(db, user.id);
  return accountSettings(db, user.id);
}

/** Kept as the runtime spells the zone (europe/berlin is Europe/Berlin), so every reader agrees. */
export async function saveTimeZone(db: Db, userId: string, timeZone: string) {
  const canonical = new Intl.DateTimeFormat('en-US', { timeZone }).resolvedOptions().timeZone;
  await db.update(users).set({ timeZone: canonical }).where(eq(users.id, userId));
  return accountSettings(db, userId);
}

export async function saveReminders(db: Db, userId: string, remindersEnabled: boolean) {
  await db.update(users).set({ remindersEnabled }).where(eq(users.id, userId));
  return accountSettings(db, userId);
}

/** Too many wrong passwords for the account or the address: a 429 with its Retry-After. */
export class PasswordTriesExceeded extends HttpError {
  constructor(
    readonly retryAfterSeconds: number,
    message: string,
  ) {
    super(429, message);
  }
}

/**
 * The signed-in user's own password, asked again before a change that cannot be undone. Each try
 * counts against the sign-in throttle of the account and of the address (the same counts the login
 * form uses), so a stolen session cannot guess the password faster than the login form could.
 */
export async function checkOwnPassword(
  db: Db,
  input: { user: SessionUser; password: string; ip: string; now: Date; wrongMessage: string },
): Promise<void> {
  const accountKey = accountThrottleKey(input.user.username);
  const claim = await claimLoginAttempt(db, [accountKey, `ip:${input.ip}`], input.now);
  if (!claim.isAllowed) {
    const minutes = Math.ceil(claim.retryAfterMs / 60_000);
    throw new PasswordTriesExceeded(
      Math.ceil(claim.retryAfterMs / 1000),
      settingsMessages.tooManyAttempts(minutes),
    );
  }
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, input.user.id));
  if (!row || !(await verifyPassword(row.passwordHash, input.password))) {
    throw forbidden(input.wrongMessage);
  }
  await forgiveLoginAttempt(db, accountKey, claim.attemptIds);
}

/**
 * A new password for a signed-in user who gave the current one. Every other session ends (as a
 * reset by email ends them all); the one that asked stays signed in.
 */
export async function changePassword(
  db: Db,
  userId: string,
  sessionToken: string,
  newPassword: string,
): Promise<void> {
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), ne(sessions.id, hashToken(sessionToken))));
  });
  forgetCachedUser(db, userId);
}

/**
 * Deletes the account: the users row and everything that cascades from it (sessions, CRM, growth
 * tools, progress, certificate, access, kept PDFs), and the person's details wherever a row is
 * kept without them. Paid orders stay for the books (orders.user_id becomes null) with the email
 * and the lead order's name and address replaced; their lead files go, since nobody may download
 * them any more. Emails to the address, the free-guide sign-up of a verified address, sign-in
 * counts and rate-limit counts named after the account go too.
 */
export async function deleteAccount(db: Db, user: SessionUser): Promise<void> {
  await db.transaction(async (tx) => {
    // Operators are counted under one lock, so two operators deleting themselves at once cannot
    // both find the other still there.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('operators'))`);
    const [account] = await tx
      .select({ email: users.email, role: users.role, verifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.id, user.id))
      .for('update');
    if (!account) throw notFound();
    if (account.role === 'operator') {
      const [others] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(and(eq(users.role, 'operator'), ne(users.id, user.id)));
      if (others.n === 0) throw conflict(settingsMessages.lastOperator);
    }
    const email = account.email.toLowerCase();

    const kept = tx.select({ id: orders.id }).from(orders).where(eq(orders.userId, user.id));
    await tx
      .update(leadOrders)
      .set({ fileCsv: null, fileName: null })
      .where(sql`${leadOrders.orderId} in (${kept})`);
    await tx
      .update(orders)
      .set({
        email: '',
        // The promo mailbox of an order that redeemed a code stays: it is what keeps a code to one
        // redemption per mailbox, so deleting the account and registering again cannot redeem twice.
        userId: null,
        // A lead order's details still read as an order (quantity, filters, price) without the
        // name and address typed into its form.
        details: sql`case when ${orders.details} is null then null else ${orders.details} || ${JSON.stringify(
          { customerName: deletedPerson.name, customerEmail: deletedPerson.email },
        )}::jsonb end`,
      })
      .where(eq(orders.userId, user.id));

    await tx.delete(emailOutbox).where(eq(sql`lower(${emailOutbox.toAddress})`, email));
    // Anyone may type any address at registration: only an address the account proved is the
    // person's own, so only then is the free-guide sign-up under it theirs to remove.
    if (account.verifiedAt !== null) {
      await tx.delete(guideSignups).where(eq(guideSignups.emailKey, email));
    }
    await tx.delete(loginAttempts).where(eq(loginAttempts.key, accountThrottleKey(user.username)));
    await tx
      .delete(rateLimitCounters)
      .where(
        sql`strpos(${rateLimitCounters.key}, ${user.id}) > 0 or strpos(lower(${rateLimitCounters.key}), ${email}) > 0`,
      );
    await tx.delete(users).where(eq(users.id, user.id));
  });
  forgetCachedUser(db, user.id);
}
