import { z } from './zod';
import { accountMessages, Email, isOneLine } from './accounts';

/** The free-guide form's messages, shown by the form and sent by the server. */
export const guideSignupMessages = {
  firstName: 'First name must be at least 2 characters',
  firstNameTooLong: 'First name must be at most 64 characters',
  firstNameOneLine: accountMessages.nameOneLine,
  email: accountMessages.emailInvalid,
  phone: 'Please enter a valid phone number',
  source: 'Unknown sign-up source',
} as const;

export const guideSignupSources = ['ai_download'] as const;

// At least 10 characters, made only of what people type in a phone number, with at
// least 7 digits so that "----------" is not a number.
const Phone = z
  .string()
  .trim()
  .min(10, guideSignupMessages.phone)
  .max(32, guideSignupMessages.phone)
  .regex(/^\+?[0-9\s().-]+$/, guideSignupMessages.phone)
  .refine(isOneLine, guideSignupMessages.phone)
  .refine((phone) => phone.replace(/\D/g, '').length >= 7, guideSignupMessages.phone);

export const GuideSignupBody = z.strictObject({
  firstName: z
    .string()
    .trim()
    .min(2, guideSignupMessages.firstName)
    .max(64, guideSignupMessages.firstNameTooLong)
    .refine(isOneLine, guideSignupMessages.firstNameOneLine),
  email: Email,
  phone: Phone,
  source: z.enum(guideSignupSources, guideSignupMessages.source),
  /** Honeypot: hidden from people, so anything in it was typed by a bot. */
  website: z.string().max(500).optional().default(''),
});
export type GuideSignupBody = z.infer<typeof GuideSignupBody>;
/** The free-guide form's fields: the page adds the source when it sends them. */
export const GuideSignupForm = GuideSignupBody.omit({ source: true });
export type GuideSignupForm = z.input<typeof GuideSignupForm>;
export type GuideSignupFormParsed = z.output<typeof GuideSignupForm>;

export const GuideSignupReply = z.object({ success: z.literal(true) });
export type GuideSignupReply = z.infer<typeof GuideSignupReply>;
