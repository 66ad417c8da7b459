/**
 * The download slug of a resource: its name lowercased, each run of whitespace
 * replaced by one hyphen, and every character other than a-z, 0-9 and hyphen removed.
 * "Sales Call Planner & Script" → "sales-call-planner--script".
 */
export function resourceSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '');
}

/** The file name a download suggests: the resource name plus ".pdf". */
export function resourceFileName(name: string): string {
  return `${name}.pdf`;
}
