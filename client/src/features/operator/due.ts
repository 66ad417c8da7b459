import { operatorText } from '../../../../content/operator';

const text = operatorText.due;
const MINUTE = 60_000;

/** 45 min, 5 h 20 min, 2 d 3 h: rounded down to the minute, as a clock would show it. */
export function formatDuration(ms: number): string {
  const minutes = Math.floor(Math.abs(ms) / MINUTE);
  if (minutes < 1) return text.underAMinute;
  if (minutes < 60) return text.minutes(minutes);
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return text.hours(hours, minutes % 60);
  return text.days(Math.floor(hours / 24), hours % 24);
}

/** Time left before the 24-hour promise runs out, or how late the order is. */
export function dueStatus(dueAt: string, now: Date): { isLate: boolean; label: string } {
  const left = new Date(dueAt).getTime() - now.getTime();
  return left >= 0
    ? { isLate: false, label: text.left(formatDuration(left)) }
    : { isLate: true, label: text.late(formatDuration(left)) };
}
