import { z } from './zod';

export const accountMessages = {
  usernameLength: 'Username must be 3 to 32 characters long.',
  usernameCharacters: 'Username may only contain letters, digits, ".", "_" and "-".',
  emailInvalid: 'Please enter a valid email address',
  passwordTooShort: 'Password must be at least 6 characters long.',
  passwordTooLong: 'Password must be at most 128 characters long.',
  nameTooLong: 'Names must be at most 64 characters long.',
  missingLogin: 'Please enter both username and password.',
  loginFailed: 'Invalid username or password. Please try again.',
  registerMissing: 'Please fill in your username, email and password.',
  passwordMismatch: 'Passwords do not match. Please try again.',
  nameOneLine:
    'Names must be one line of printable text, without line breaks or control characters.',
  loginOneLine: 'Username or email must be one line of printable text.',
  resetLinkInvalid: 'This password reset link is invalid or has expired. Please ask for a new one.',
  emailRequired: 'Please enter your email address.',
  emailTaken:
    'This email address is already confirmed by another account. Sign in to that account, or use "Forgot password?" to recover it.',
  resetRequested:
    'If an account uses this email address, we have sent it a link to choose a new password. Check your inbox.',
  passwordChanged: 'Your password has been changed. Please sign in with it.',
} as const;

/**
 * What an empty required field says beside itself. The toast still says one sentence for the
 * whole form (registerMissing, missingLogin); under each field, a message names that field.
 */
export const fieldMissingMessages = {
  username: 'Enter a username.',
  email: 'Enter your email address.',
  password: 'Enter a password.',
  loginName: 'Enter your username or email.',
  loginPassword: 'Enter your password.',
  newPassword: 'Enter a new password.',
} as const;
const missingMessages = new Set<string>(Object.values(fieldMissingMessages));
/** True when `message` is one of the messages of an empty required field. */
export const isFieldMissing = (message: string | undefined) =>
  message !== undefined && missingMessages.has(message);

/**
 * Control characters (NUL, line breaks, tabs, escapes) and the Unicode line separators: a name
 * is printed into emails and pages, where a line break would let its author write their own
 * lines, and PostgreSQL cannot store NUL at all.
 */
const controlCharacters = /[\p{Cc}\u2028\u2029]/u;
export const isOneLine = (value: string) => !controlCharacters.test(value);

export const Username = z
  .string()
  .trim()
  .min(3, accountMessages.usernameLength)
  .max(32, accountMessages.usernameLength)
  .regex(/^[A-Za-z0-9._-]+$/, accountMessages.usernameCharacters);

export const Email = z
  .string()
  .trim()
  .max(254, accountMessages.emailInvalid)
  .pipe(z.email(accountMessages.emailInvalid));

export const Password = z
  .string()
  .min(6, accountMessages.passwordTooShort)
  .max(128, accountMessages.passwordTooLong);

/** A first or last name: trimmed, one line, at most 64 characters. */
export const PersonName = z
  .string()
  .trim()
  .max(64, accountMessages.nameTooLong)
  .refine(isOneLine, accountMessages.nameOneLine);

export const RegisterBody = z.strictObject({
  username: Username,
  email: Email,
  password: Password,
  firstName: PersonName.optional().default(''),
  lastName: PersonName.optional().default(''),
});
export type RegisterBody = z.infer<typeof RegisterBody>;

/**
 * The registration form: each field is checked on its own (an empty one says so, a filled one
 * gets the payload's checks) and the two passwords are compared whatever else is wrong, so a
 * refused form names every wrong field at once. confirmPassword stays in the browser; the output
 * is the RegisterBody to send.
 */
export const RegisterForm = z
  .object({
    firstName: RegisterBody.shape.firstName,
    lastName: RegisterBody.shape.lastName,
    username: z.string().trim().min(1, fieldMissingMessages.username).pipe(Username),
    email: z.string().trim().min(1, fieldMissingMessages.email).pipe(Email),
    password: z.string().min(1, fieldMissingMessages.password).pipe(Password),
    confirmPassword: z.string(),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: accountMessages.passwordMismatch,
    path: ['confirmPassword'],
  })
  .transform(({ confirmPassword: _confirm, ...body }): RegisterBody => body);
export type RegisterForm = z.input<typeof RegisterForm>;

/** Sign-in takes the username or the account's email address in `username`. */
export const LoginBody = z.strictObject({
  username: z
    .string()
    .trim()
    .min(1, accountMessages.missingLogin)
    .max(254)
    .refine(isOneLine, accountMessages.loginOneLine),
  password: z.string().min(1, accountMessages.missingLogin).max(1024),
});
export type LoginBody = z.infer<typeof LoginBody>;

/** The sign-in form: each empty field says so beside itself, then the payload's own checks. */
export const LoginForm = z
  .object({
    username: z.string().trim().min(1, fieldMissingMessages.loginName),
    password: z.string().min(1, fieldMissingMessages.loginPassword),
  })
  .pipe(LoginBody);
export type LoginForm = z.input<typeof LoginForm>;

/** POST /api/auth/forgot-password: answered the same whether or not the address has an account. */
export const ForgotPasswordBody = z.strictObject({
  email: z.string().trim().min(1, accountMessages.emailRequired).pipe(Email),
});
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBody>;

const ResetToken = z
  .string()
  .min(20, accountMessages.resetLinkInvalid)
  .max(200, accountMessages.resetLinkInvalid)
  .regex(/^[A-Za-z0-9_-]+$/, accountMessages.resetLinkInvalid);

/** POST /api/auth/reset-password: the emailed one-time token and the new password. */
export const ResetPasswordBody = z.strictObject({ token: ResetToken, password: Password });
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;

/**
 * The reset form: the new password twice; the page adds the token from its link. A short password
 * and a mismatch are both named at once, as on the registration form.
 */
export const ResetPasswordForm = z
  .object({
    password: z.string().min(1, fieldMissingMessages.newPassword).pipe(Password),
    confirmPassword: z.string(),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: accountMessages.passwordMismatch,
    path: ['confirmPassword'],
  })
  .transform(({ password }) => ({ password }));
export type ResetPasswordForm = z.input<typeof ResetPasswordForm>;

export const CurrentUser = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  emailVerified: z.boolean(),
  hasAgencyAccess: z.boolean(),
  hasToolboxAccess: z.boolean(),
  isOperator: z.boolean(),
  /** Signed in for the first time ever in this session: "Welcome" rather than "Welcome back". */
  isFirstSignIn: z.boolean(),
});
export type CurrentUser = z.infer<typeof CurrentUser>;

export const MessageReply = z.object({ message: z.string() });

/** GET /api/access: what this user may open now (open access, or what they bought). */
export const AccessReply = z.object({
  openAccess: z.boolean(),
  toolbox: z.boolean(),
  agency: z.boolean(),
});
export type AccessReply = z.infer<typeof AccessReply>;
export type MessageReply = z.infer<typeof MessageReply>;

// Kept free of zod so the public pages can use it without loading the validation library.
export { safeNextPath } from '../next-path';
