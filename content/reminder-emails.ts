import { brand } from '../common/brand';
import type { EmailMessage } from './emails';

// The morning reminder: one email a day listing the follow-ups due that day or overdue, in the
// reader's own time zone (server/src/features/reminders/due-reminders.ts decides who and when).

/** At most this many lines are listed; the rest are counted and wait in the CRM. */
export const reminderListLimit = 20;

export type ReminderLine = {
  title: string;
  contactName: string;
  /** The date (and time) as the reader's calendar shows it, e.g. "Mon, Nov 30, 9:30 AM". */
  when: string;
  isOverdue: boolean;
};

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

// Under an "Overdue" or a "Due today" label, so the line itself says what, with whom and when.
const lineOf = (line: ReminderLine) => `${line.title}, with ${line.contactName}: ${line.when}`;

export function dueFollowUpsEmail(input: {
  firstName: string;
  username: string;
  /** Overdue first, then today's, each oldest first. */
  lines: readonly ReminderLine[];
  crmUrl: string;
  turnOffUrl: string;
  settingsUrl: string;
}): EmailMessage {
  const name = input.firstName || input.username;
  const overdue = input.lines.filter((line) => line.isOverdue);
  const today = input.lines.filter((line) => !line.isOverdue);
  const count = input.lines.length;
  const shown = (lines: readonly ReminderLine[], room: number) => lines.slice(0, room).map(lineOf);
  const overdueShown = shown(overdue, reminderListLimit);
  const todayShown = shown(today, reminderListLimit - overdueShown.length);
  const hidden = count - overdueShown.length - todayShown.length;
  const figures = [
    today.length > 0 ? `${today.length} due today` : null,
    overdue.length > 0 ? `${overdue.length} overdue` : null,
  ]
    .filter(Boolean)
    .join(' and ');
  return {
    subject: `Your follow-ups for today: ${figures}`,
    preheader: `${plural(count, 'follow-up is', 'follow-ups are')} waiting for you in your CRM.`,
    heading: 'Your follow-ups for today',
    greeting: `Hi ${name},`,
    body: [
      {
        kind: 'paragraph',
        text: `Here ${count === 1 ? 'is the follow-up' : `are the ${count} follow-ups`} to do today, so nobody waits on you.`,
      },
      {
        kind: 'summary',
        rows: [
          ...(overdueShown.length > 0 ? [{ label: 'Overdue', value: overdueShown }] : []),
          ...(todayShown.length > 0 ? [{ label: 'Due today', value: todayShown }] : []),
        ],
      },
      ...(hidden > 0
        ? [{ kind: 'paragraph' as const, text: `And ${hidden} more in your CRM.` }]
        : []),
      {
        kind: 'action',
        intro: 'Open them in your CRM, mark each one done or move it to another day:',
        label: 'Open my follow-ups',
        url: input.crmUrl,
      },
      {
        kind: 'link',
        intro: `You get this email on mornings when a follow-up is due. To get no more of them, turn these reminders off (no sign-in needed):`,
        url: input.turnOffUrl,
      },
      {
        kind: 'link',
        intro: `You can turn them on again, and choose your time zone, in your ${brand.name} account settings:`,
        url: input.settingsUrl,
      },
    ],
  };
}
