import { brand } from '../common/brand';

// The login and register pages. The sentences that explain a refused form (missing fields,
// passwords that differ, a short password) are the account contract's messages
// (common/contracts/accounts.ts): the server answers with the same ones. Here are the toast
// titles above them and everything else the pages say.

const missingInformation = 'Missing Information';

export const loginText = {
  title: 'Sign in to your account',
  subtitle: 'Pick up where you left off.',
  fields: { username: 'Username or email', password: 'Password' },
  forgotLink: { label: 'Forgot password?', to: '/forgot-password' },
  submit: 'Sign In',
  submitting: 'Signing In...',
  footer: { question: "Don't have an account?", link: 'Create one', to: '/register' },
  toasts: {
    missingTitle: missingInformation,
    failedTitle: 'Login Failed',
    success: {
      title: 'Welcome back!',
      description: 'Login successful. Redirecting to your dashboard...',
    },
    /** The account's first sign-in ever. */
    firstSuccess: {
      title: 'Welcome!',
      description: 'Login successful. Redirecting to your dashboard...',
    },
    /** Signing in sends the visitor back to another page (`next`): the greeting names it. */
    returning: (place: string) => `Login successful. Taking you back to ${place}...`,
  },
  /** What a `next` page is called in that greeting, by its path. */
  returnPlaces: {
    '/order-success': 'your purchase',
    '/ai-toolbox/success': 'your purchase',
  } as Readonly<Record<string, string>>,
  returnPlaceFallback: 'the page you were on',
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
  /** The fields as a sentence names them, when a refused form lists every wrong one. */
  fieldNames: {
    firstName: 'First name',
    lastName: 'Last name',
    username: 'Username',
    email: 'Email',
    password: 'Password',
    confirmPassword: 'Confirm password',
  },
  submit: 'Create Account',
  submitting: 'Creating Account...',
  footer: { question: 'Already have an account?', link: 'Sign in', to: '/login' },
  toasts: {
    missingTitle: missingInformation,
    mismatchTitle: 'Password Mismatch',
    tooShortTitle: 'Password Too Short',
    invalidTitle: 'Check Your Details',
    /** More than one field is wrong: each says what beside itself, the notice names them all. */
    several: (names: readonly string[]) =>
      `Fix the ${names.length} marked fields: ${names.slice(0, -1).join(', ')} and ${names.at(-1)}.`,
    failedTitle: 'Registration Failed',
    success: {
      title: `Welcome to ${brand.name}!`,
      description:
        'Your account has been created successfully. Check your email for a welcome message!',
    },
  },
} as const;

// "Forgot password?" and the emailed link's page. The refusals (an invalid address, a short
// password, two passwords that differ, an expired link) are the account contract's messages.

export const forgotPasswordText = {
  title: 'Forgot your password?',
  subtitle:
    'Enter the email address of your account and we will send you a link to choose a new one.',
  fields: { email: 'Email' },
  submit: 'Send Reset Link',
  submitting: 'Sending...',
  sent: {
    title: 'Check your inbox',
    /** The server's answer follows: the same whether or not the address has an account. */
    again: 'Send another link',
  },
  failedTitle: 'Could Not Send the Link',
  footer: { question: 'Remembered it?', link: 'Sign in', to: '/login' },
} as const;

export const resetPasswordText = {
  title: 'Choose a new password',
  subtitle: 'Choosing a new password signs your account out on every device.',
  fields: { password: 'New password', confirmPassword: 'Confirm new password' },
  submit: 'Set New Password',
  submitting: 'Saving...',
  missingToken: 'This page needs the link from your password reset email.',
  requestNew: { label: 'Ask for a new link', to: '/forgot-password' },
  failedTitle: 'Password Not Changed',
  success: { title: 'Password changed' },
  footer: { question: 'Remembered it?', link: 'Sign in', to: '/login' },
} as const;

/**
 * "Open your purchase": a purchase made signed out joins an account only when its buyer, holding
 * its proof (the success page or the receipt's link), claims it while signed in.
 */
export const claimText = {
  offer: {
    title: 'Open your purchase in your account',
    body: 'Sign in, or create a free account, and this purchase is added to the account you are signed in with.',
    signIn: 'Sign in',
    register: 'Create an account',
  },
  signedIn: {
    title: 'Add this purchase to your account',
    body: (username: string) =>
      `It will belong to the account "${username}", which is signed in now.`,
    button: 'Add to my account',
    adding: 'Adding...',
  },
  done: {
    title: 'Purchase added',
    description: 'It is in your account now.',
  },
  failedTitle: 'Could Not Add the Purchase',
} as const;

/** Where the email's verification link lands: how it went, and the way on. */
export const emailVerifiedText = {
  outcomes: {
    verified: {
      title: 'Email verified',
      body: 'Thank you: your email address is confirmed.',
    },
    already: {
      title: 'Email already verified',
      body: 'This address was confirmed earlier with this link. There is nothing more to do.',
    },
    taken: {
      title: 'Email already confirmed by another account',
      body: 'Another account has already confirmed this email address, so it stays with that account. Use "Forgot password?" on the sign-in page to recover it.',
    },
    invalid: {
      title: 'Verification link expired',
      body: 'That link is no longer valid. Sign in and we will send you a fresh one when you need it.',
    },
  },
  signedIn: { label: 'Go to your dashboard', to: '/' },
  signedOut: { label: 'Sign in', to: '/login' },
} as const;
