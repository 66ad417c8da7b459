// Each formatter is made on its first use, not as the module loads: the first Intl formatter of a
// page starts ICU, tens of milliseconds on a phone (common/format-number.ts).
let dateTimeFormat: Intl.DateTimeFormat | undefined;
const dateTime = () =>
  (dateTimeFormat ??= new Intl.DateTimeFormat(undefined, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }));

/** A moment in the viewer's time zone: "Tue, Jun 17, 2030, 10:00 AM". */
export const formatDateTime = (iso: string) => dateTime().format(new Date(iso));

// A calendar day (2026-11-25) has no time zone: read as UTC's midnight and written in UTC, it is
// the same day wherever the viewer is.
let dayFormat: Intl.DateTimeFormat | undefined;
const day = () =>
  (dayFormat ??= new Intl.DateTimeFormat(undefined, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }));

/** A calendar day written YYYY-MM-DD, as people read it: "Wed, Nov 25, 2026". */
export function formatDay(isoDay: string): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDay : day().format(date);
}

/** The value a datetime-local input shows for a moment, in the viewer's time zone. */
export function toDateTimeLocal(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value as the ISO moment the API takes; anything unreadable is left for the contract to refuse. */
export function fromDateTimeLocal(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}
