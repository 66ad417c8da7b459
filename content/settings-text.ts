import { brand } from '../common/brand';
import { deleteConfirmationWord } from '../common/contracts/settings';

// The account settings page (/settings). The sentences that explain a refused form are the
// settings contract's messages (common/contracts/settings.ts), which the server answers with too.

export const settingsText = {
  title: 'Account settings',
  subtitle: 'Your name, time zone, reminders, password and data.',
  loadFailed: 'Your settings could not be loaded. Please try again.',
  retry: 'Try again',
  signedInAs: (username: string, email: string) => `Signed in as ${username} (${email})`,
  name: {
    title: 'Your name',
    description: 'Printed on your certificate and used in our emails to you.',
    firstName: 'First name',
    lastName: 'Last name',
    /** Shown when an issued certificate still prints something else. */
    certificateDiffers: (printed: string) =>
      `Your certificate prints “${printed}”. Saving your name here prints it on your certificate too.`,
    certificatePrints: (printed: string) => `Your certificate prints “${printed}”.`,
    save: 'Save name',
    saving: 'Saving...',
    saved: { title: 'Name saved', description: 'Your certificate shows it too.' },
    failedTitle: 'Name not saved',
  },
  timeZone: {
    title: 'Time zone',
    description:
      'Your morning reminder comes in the morning of this time zone. Your calendar app shows the feed’s follow-ups in its own time zone.',
    label: 'Time zone',
    /** The list was prefilled from the browser because none was saved yet. */
    fromBrowser: 'We took this from your browser. Save it to keep it.',
    save: 'Save time zone',
    saving: 'Saving...',
    saved: { title: 'Time zone saved', description: 'Reminders follow it from now on.' },
    failedTitle: 'Time zone not saved',
  },
  reminders: {
    title: 'Email reminders',
    label: 'Send me a morning email on days with follow-ups due',
    description: 'One email a day at most, and only when something is due.',
    on: { title: 'Reminders on', description: 'You will get a morning email on busy days.' },
    off: { title: 'Reminders off', description: 'No more reminder emails.' },
    failedTitle: 'Reminders not changed',
  },
  calendar: {
    title: 'Calendar feed',
    description:
      'Your follow-ups in your own calendar. This address is private: anyone who has it can see your follow-ups.',
    label: 'Your calendar address',
    loading: 'Loading your calendar address...',
    unavailable: 'Your calendar address could not be loaded. Please try again later.',
    copy: {
      copy: 'Copy',
      copied: 'Copied',
      feedbackMs: 2000,
      done: { title: 'Address copied', description: 'Paste it into your calendar app.' },
      failed: {
        title: 'Could not copy',
        description: 'Select the address and copy it by hand.',
      },
    },
    copyLabel: 'Copy your calendar address',
    google:
      'Google Calendar: on a computer, open Other calendars, choose “+”, then “From URL”, and paste the address.',
    apple:
      'Apple Calendar: choose File, then New Calendar Subscription (on iPhone: Settings, Calendar, Accounts, Add Account, Other, Add Subscribed Calendar), and paste the address.',
    rotate: 'Get a new address',
    rotateDialog: {
      title: 'Get a new calendar address?',
      description:
        'The old address stops working at once: every calendar that uses it stops updating until you add the new one.',
      confirm: 'Get a new address',
      confirming: 'Making a new address...',
      cancel: 'Keep this address',
    },
    rotated: {
      title: 'New address ready',
      description: 'Add it to your calendar; the old one no longer works.',
    },
    rotateFailedTitle: 'No new address',
  },
  password: {
    title: 'Change password',
    description: 'You stay signed in here; every other device is signed out.',
    fields: {
      currentPassword: 'Current password',
      newPassword: 'New password',
      confirmPassword: 'Confirm new password',
    },
    save: 'Change password',
    saving: 'Changing...',
    savedTitle: 'Password changed',
    failedTitle: 'Password not changed',
  },
  data: {
    title: 'Download my data',
    description:
      'Everything your account holds, as a zip of spreadsheet (CSV) and JSON files: your profile, contacts, follow-ups, deals, KPI figures and goals, learning progress, certificate, purchases and lead orders.',
    download: 'Download my data',
    downloading: 'Gathering your data...',
    done: { title: 'Download ready', description: 'Your data was saved as a zip file.' },
    failedTitle: 'Download failed',
    fileName: (day: string) => `${brand.name.toLowerCase().replace(/\s+/g, '-')}-data-${day}.zip`,
  },
  deletion: {
    title: 'Delete my account',
    description:
      'Removes your account and everything in it: your name, email, contacts, follow-ups, deals, figures, progress and certificate. Paid orders are kept for our accounts, without your name or email. This cannot be undone.',
    open: 'Delete my account',
    dialog: {
      title: 'Delete your account?',
      description:
        'Everything in your account is removed and you are signed out on every device. This cannot be undone.',
      password: 'Your password',
      confirmation: `Type ${deleteConfirmationWord} to confirm`,
      confirm: 'Delete my account for good',
      confirming: 'Deleting...',
      cancel: 'Keep my account',
    },
    failedTitle: 'Account not deleted',
    /** The notice on the home page after the account is gone. */
    done: {
      title: 'Account deleted',
      description: 'Your account and its personal data have been removed.',
    },
  },
} as const;
