import { brand } from '../common/brand';

/** How every email from the product ends. */
export const signOff = `The ${brand.name} team`;

export type EmailText = { subject: string; text: string };

export function welcomeEmail(input: {
  firstName: string;
  username: string;
  verifyUrl: string;
  appUrl: string;
}): EmailText {
  const name = input.firstName || input.username;
  return {
    subject: `Welcome to ${brand.name}!`,
    text: [
      `Hi ${name},`,
      '',
      `Welcome to ${brand.name}. Your account "${input.username}" is ready.`,
      '',
      'Please confirm your email address: it lets you recover your account if you forget your password.',
      input.verifyUrl,
      '',
      `Sign in any time at ${input.appUrl}/login to start learning and building your agency.`,
      '',
      'If you did not create this account, you can ignore this email.',
      '',
      signOff,
    ].join('\n'),
  };
}

/** The "Forgot password?" link; one per account that holds the address. */
export function passwordResetEmail(input: {
  firstName: string;
  username: string;
  resetUrl: string;
  validMinutes: number;
}): EmailText {
  const name = input.firstName || input.username;
  return {
    subject: `Reset your ${brand.name} password`,
    text: [
      `Hi ${name},`,
      '',
      `Someone (hopefully you) asked to reset the password of the ${brand.name} account "${input.username}".`,
      'Choose a new password here:',
      input.resetUrl,
      '',
      `The link works once and expires in ${input.validMinutes} minutes. Choosing a new password signs the account out everywhere and confirms this email address.`,
      '',
      'If you did not ask for this, you can ignore this email: your password stays as it is.',
      '',
      signOff,
    ].join('\n'),
  };
}
