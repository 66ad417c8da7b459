import { z } from 'zod';

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
} as const;

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

const PersonName = z.string().trim().max(64, accountMessages.nameTooLong);

export const RegisterBody = z.strictObject({
  username: Username,
  email: Email,
  password: Password,
  firstName: PersonName.optional().default(''),
  lastName: PersonName.optional().default(''),
});
export type RegisterBody = z.infer<typeof RegisterBody>;

const RequiredForRegister = z.string().trim().min(1, accountMessages.registerMissing);

/**
 * The registration form: the required fields and the two passwords first, then the payload's
 * own checks. confirmPassword stays in the browser; the output is the RegisterBody to send.
 */
export const RegisterForm = z
  .object({
    firstName: z.string().optional(),
    lastName: z.string().optional(),
    username: RequiredForRegister,
    email: RequiredForRegister,
    password: z.string().min(1, accountMessages.registerMissing),
    confirmPassword: z.string(),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: accountMessages.passwordMismatch,
    path: ['confirmPassword'],
  })
  .pipe(RegisterBody.extend({ confirmPassword: z.string() }))
  .transform(({ confirmPassword: _confirm, ...body }) => body);
export type RegisterForm = z.input<typeof RegisterForm>;

export const LoginBody = z.strictObject({
  username: z.string().trim().min(1, accountMessages.missingLogin).max(254),
  password: z.string().min(1, accountMessages.missingLogin).max(1024),
});
export type LoginBody = z.infer<typeof LoginBody>;

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
});
export type CurrentUser = z.infer<typeof CurrentUser>;

export const MessageReply = z.object({ message: z.string() });
export type MessageReply = z.infer<typeof MessageReply>;

// Kept free of zod so the public pages can use it without loading the validation library.
export { safeNextPath } from '../next-path';
