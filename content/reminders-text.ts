/** The page the reminder email's "turn off" link opens: /reminders/off?token=… (no sign-in). */
export const turnOffRemindersText = {
  title: 'Turn off morning reminders',
  body: 'You get an email on mornings when follow-ups in your CRM are due or overdue. Turn it off here; nothing else about your account changes.',
  submit: 'Turn off reminders',
  submitting: 'Turning off…',
  done: {
    title: 'Reminders are off',
    body: 'You will get no more morning reminder emails. You can turn them on again in your account settings whenever you like.',
  },
  missingToken: {
    title: 'This link is not complete',
    body: 'Open the link from the newest reminder email again, or turn reminders off in your account settings.',
  },
  failedTitle: 'Reminders were not turned off',
  signedIn: { label: 'Go to your dashboard', to: '/' },
  signedOut: { label: 'Sign in', to: '/login' },
} as const;
