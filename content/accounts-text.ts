import { brand } from '../common/brand';

// The login and register pages. The sentences that explain a refused form (missing fields,
// passwords that differ, a short password) are the account contract's messages
// (common/contracts/accounts.ts): the server answers with the same ones. Here are the toast
// titles above them and everything else the pages say.

const missingInformation = 'Missing Information';

export const loginText = {
  title: 'Sign in to your account',
  subtitle: 'Pick up where you left off.',
  fields: { username: 'Username', password: 'Password' },
  submit: 'Sign In',
  submitting: 'Signing In...',
  footer: { question: "Don't have an account?", link: 'Create one' },
  toasts: {
    missingTitle: missingInformation,
    failedTitle: 'Login Failed',
    success: {
      title: 'Welcome back!',
      description: 'Login successful. Redirecting to your dashboard...',
    },
  },
} as const;

export const registerText = {
  title: 'Create your account',
  subtitle: 'Free to join. Start learning in minutes.',
  fields: {
    firstName: 'First name',
    lastName: 'Last name',
    username: 'Username *',
    email: 'Email *',
    password: 'Password *',
    confirmPassword: 'Confirm password *',
  },
  submit: 'Create Account',
  submitting: 'Creating Account...',
  footer: { question: 'Already have an account?', link: 'Sign in' },
  toasts: {
    missingTitle: missingInformation,
    mismatchTitle: 'Password Mismatch',
    tooShortTitle: 'Password Too Short',
    invalidTitle: 'Check Your Details',
    failedTitle: 'Registration Failed',
    success: {
      title: `Welcome to ${brand.name}!`,
      description:
        'Your account has been created successfully. Check your email for a welcome message!',
    },
  },
} as const;
