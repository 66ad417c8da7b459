import { isTimeZone } from '../kpi-rules';
import { accountMessages, fieldMissingMessages, Password, PersonName } from './accounts';
import { z } from './zod';

/** The word typed to confirm that the account is to be deleted. */
export const deleteConfirmationWord = 'DELETE';

export const settingsMessages = {
  nameMissing: 'Enter your name: it is the name printed on your certificate.',
  nameIsLogin:
    'This is what you sign in with, not your name: enter your name as it should be printed on your certificate.',
  timeZoneInvalid: 'Choose a time zone from the list, such as Europe/Berlin.',
  currentPasswordMissing: 'Enter your current password.',
  currentPasswordWrong: 'Your current password is not right. Please try again.',
  passwordUnchanged: 'Choose a new password that differs from your current one.',
  passwordChanged: 'Your password has been changed, and every other device has been signed out.',
  deletePasswordMissing: 'Enter your password to delete your account.',
  deletePasswordWrong: 'That password is not right, so your account has not been deleted.',
  deleteConfirmationMissing: `Type ${deleteConfirmationWord} to confirm that your account is to be deleted.`,
  lastOperator:
    'This is the only operator account, so it cannot be deleted. Make another account an operator first (npm run create-operator), then delete this one.',
  accountDeleted: 'Your account and its personal data have been deleted.',
  tooManyAttempts: (minutes: number) =>
    `Too many wrong passwords. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  exportRunning:
    'Your data is still being gathered for another download. Please try again in a few seconds.',
  exportTooMany: (seconds: number) => {
    const minutes = Math.max(1, Math.ceil(seconds / 60));
    return `You have downloaded your data several times this hour. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
  },
} as const;

/** GET /api/settings: what the settings page shows and edits. */
export const AccountSettings = z.object({
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** The IANA zone the morning reminder follows; null until the user (or the browser) names one. */
  timeZone: z.string().nullable(),
  remindersEnabled: z.boolean(),
  /** The name an issued certificate prints; null when none is issued. */
  certificateName: z.string().nullable(),
});
export type AccountSettings = z.infer<typeof AccountSettings>;

/**
 * PUT /api/settings/name: the account's name, which is also the name printed on its certificate
 * (docs/decisions/0057-account-settings.md), so it may not be empty.
 */
export const SaveNameBody = z
  .strictObject({ firstName: PersonName, lastName: PersonName })
  .refine((body) => `${body.firstName} ${body.lastName}`.trim() !== '', {
    message: settingsMessages.nameMissing,
    path: ['firstName'],
  });
export type SaveNameBody = z.infer<typeof SaveNameBody>;

/** The name form: the same checks as the payload. */
export type SaveNameForm = z.input<typeof SaveNameBody>;

export const TimeZoneName = z
  .string(settingsMessages.timeZoneInvalid)
  .max(64, settingsMessages.timeZoneInvalid)
  .refine(isTimeZone, settingsMessages.timeZoneInvalid);

/** PUT /api/settings/time-zone: an IANA name the runtime knows; kept as the runtime spells it. */
export const SaveTimeZoneBody = z.strictObject({ timeZone: TimeZoneName });
export type SaveTimeZoneBody = z.infer<typeof SaveTimeZoneBody>;

/** PUT /api/settings/reminders: the morning email about the day's follow-ups, on or off. */
export const SaveRemindersBody = z.strictObject({ remindersEnabled: z.boolean() });
export type SaveRemindersBody = z.infer<typeof SaveRemindersBody>;

const CurrentPassword = z
  .string(settingsMessages.currentPasswordMissing)
  .min(1, settingsMessages.currentPasswordMissing)
  .max(1024, settingsMessages.currentPasswordWrong);

/** POST /api/settings/password: the current password proves it is the owner at the keyboard. */
export const ChangePasswordBody = z
  .strictObject({ currentPassword: CurrentPassword, newPassword: Password })
  .refine((body) => body.currentPassword !== body.newPassword, {
    message: settingsMessages.passwordUnchanged,
    path: ['newPassword'],
  });
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

/** The change-password form: the new password twice; every wrong field is named at once. */
export const ChangePasswordForm = z
  .object({
    currentPassword: CurrentPassword,
    newPassword: z.string().min(1, fieldMissingMessages.newPassword).pipe(Password),
    confirmPassword: z.string(),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: accountMessages.passwordMismatch,
    path: ['confirmPassword'],
  })
  .refine((form) => form.currentPassword !== form.newPassword, {
    message: settingsMessages.passwordUnchanged,
    path: ['newPassword'],
  })
  .transform(({ currentPassword, newPassword }): ChangePasswordBody => ({
    currentPassword,
    newPassword,
  }));
export type ChangePasswordForm = z.input<typeof ChangePasswordForm>;

/** POST /api/settings/delete-account: the password, and the word typed to confirm. */
export const DeleteAccountBody = z.strictObject({
  password: z
    .string(settingsMessages.deletePasswordMissing)
    .min(1, settingsMessages.deletePasswordMissing)
    .max(1024, settingsMessages.deletePasswordWrong),
  confirmation: z
    .string(settingsMessages.deleteConfirmationMissing)
    .max(64, settingsMessages.deleteConfirmationMissing)
    .refine(
      (typed) => typed.trim().toUpperCase() === deleteConfirmationWord,
      settingsMessages.deleteConfirmationMissing,
    ),
});
export type DeleteAccountBody = z.infer<typeof DeleteAccountBody>;

/**
 * What a kept order says in place of the person once their account is deleted: the order stays
 * for the books, without a name or an address that could lead back to them.
 */
export const deletedPerson = {
  name: 'Deleted account',
  /** A lead order's details must still read as an order; .invalid never receives mail. */
  email: 'deleted-account@deleted.invalid',
} as const;

/**
 * A name typed whole (the certificate screen asks for one line) as the account's first and last
 * name: the last word is the last name. Joined again with one space they give the name back.
 */
export function splitFullName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return { firstName: words[0] ?? '', lastName: '' };
  return { firstName: words.slice(0, -1).join(' '), lastName: words[words.length - 1] };
}
