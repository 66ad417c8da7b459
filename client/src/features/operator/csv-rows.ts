/**
 * About how many leads a CSV file holds: its records after the header, a quoted field's line
 * breaks included in its record and blank lines skipped. A preview for the confirmation only; the
 * server counts the file it receives.
 */
export function countCsvRecords(text: string): number {
  let records = 0;
  let isQuoted = false;
  let hasContent = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') {
      isQuoted = !isQuoted;
      hasContent = true;
    } else if ((c === '\n' || c === '\r') && !isQuoted) {
      if (hasContent) records++;
      hasContent = false;
      if (c === '\r' && text[i + 1] === '\n') i++;
    } else if (c !== '\uFEFF' && !(c === ' ' || c === '\t')) {
      hasContent = true;
    }
  }
  if (hasContent) records++;
  return Math.max(0, records - 1);
}
