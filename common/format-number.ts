// Numbers written for people without the browser's Intl: the first Number#toLocaleString or
// Intl.NumberFormat of a page starts ICU's number formatting, which took 30 ms in Node and about
// 90 ms in a page load on this machine (docs/decisions/0063-first-load-work.md). A page that
// formats a number while its modules load paid it before it could answer a tap.

/** 12500 -> "12,500"; 1234.5 -> "1,234.5"; at most three decimals, as toLocaleString('en-US'). */
export function formatCount(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const rounded = Math.round(Math.abs(value) * 1000) / 1000;
  const [whole, fraction] = String(rounded).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = value < 0 ? '-' : '';
  return `${sign}${grouped}${fraction ? `.${fraction}` : ''}`;
}
