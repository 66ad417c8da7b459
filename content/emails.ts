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
      'Please confirm your email address so that purchases made with it reach your account:',
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
