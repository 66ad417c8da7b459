// The columns of a lead file and its limits, on their own: the /blu-leads page shows them in its
// sample without loading the order rules and messages (common/lead-order-rules.ts re-exports them).

/**
 * The columns of a lead file, in the order the customer's file carries them: what the sample on
 * /blu-leads shows, what the operator's upload asks for, and what the customer downloads. The
 * header names all of them (any order, any case); a required column has a value in every row, the
 * others may be left empty where the value is not known. Columns beyond these are left out of the
 * customer's file.
 */
export const leadFileColumns = [
  { name: 'Company Name', isRequired: true },
  { name: 'Contact Name', isRequired: false },
  { name: 'Email', isRequired: true },
  { name: 'Phone', isRequired: true },
  { name: 'City', isRequired: false },
  { name: 'State', isRequired: false },
  { name: 'Industry', isRequired: false },
] as const;
export type LeadFileColumn = (typeof leadFileColumns)[number]['name'];

const leadFileColumnNames = leadFileColumns.map((column) => column.name);

/** The delivered file: at most this many bytes, with the columns of leadFileColumns. */
export const leadFileLimits = {
  maxBytes: 10 * 1024 * 1024,
  /** Every column the header names, in the customer's order. */
  columns: leadFileColumnNames,
  /** The columns with a value in every row. */
  requiredColumns: leadFileColumns
    .filter((column) => column.isRequired)
    .map((column) => column.name),
  /** The columns that may be empty where the value is not known. */
  optionalColumns: leadFileColumns
    .filter((column) => !column.isRequired)
    .map((column) => column.name),
  contentType: 'text/csv',
} as const;
