import { z } from 'zod';

export const reminderMessages = {
  turnedOff: 'Morning reminders are off. You will get no more of these emails.',
  linkInvalid:
    'This link is not valid. Use the newest reminder email, or turn reminders off in your account settings.',
} as const;

/**
 * POST /api/reminders/turn-off: the secret from the reminder email's link (no session needed).
 * Any token that is not an account's answers the same 404 sentence, whatever its shape.
 */
export const TurnOffRemindersBody = z.strictObject({
  token: z
    .string({ error: reminderMessages.linkInvalid })
    .trim()
    .min(1, reminderMessages.linkInvalid)
    .max(200, reminderMessages.linkInvalid),
});
export type TurnOffRemindersBody = z.infer<typeof TurnOffRemindersBody>;
