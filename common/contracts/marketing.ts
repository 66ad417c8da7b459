import { z } from 'zod';
import { accountMessages, Email } from './accounts';

/** The free-guide form's messages, shown by the form and sent by the server. */
export const leadMessages = {
  firstName: 'First name must be at least 2 characters',
  firstNameTooLong: 'First name must be at most 64 characters',
  email: accountMessages.emailInvalid,
  phone: 'Please enter a valid phone number',
  source: 'Unknown lead source',
} as const;

export const leadSources = ['ai_download'] as const;
export type LeadSource = (typeof leadSources)[number];

// At least 10 characters, made only of what people type in a phone number, with at
// least 7 digits so that "----------" is not a number.
const Phone = z
  .string()
  .trim()
  .min(10, leadMessages.phone)
  .max(32, leadMessages.phone)
  .regex(/^\+?[0-9\s().-]+$/, leadMessages.phone)
  .refine((phone) => phone.replace(/\D/g, '').length >= 7, leadMessages.phone);

export const LeadCaptureBody = z.strictObject({
  firstName: z
    .string()
    .trim()
    .min(2, leadMessages.firstName)
    .max(64, leadMessages.firstNameTooLong),
  email: Email,
  phone: Phone,
  source: z.enum(leadSources, leadMessages.source),
  /** Honeypot: hidden from people, so anything in it was typed by a bot. */
  website: z.string().max(500).optional().default(''),
});
export type LeadCaptureBody = z.infer<typeof LeadCaptureBody>;
/** What the form sends before defaults apply (the honeypot may be left out). */
export type LeadCaptureInput = z.input<typeof LeadCaptureBody>;

export const LeadCaptureReply = z.object({ success: z.literal(true) });
export type LeadCaptureReply = z.infer<typeof LeadCaptureReply>;
