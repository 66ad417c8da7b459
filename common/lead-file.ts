import { hasUnstorableCharacter, isEmailAddress } from './contracts/zod';
import { leadFileMessages } from './contracts/lead-orders';
import { CsvReader } from './csv-reader';
import {
  leadFileColumns,
  leadFileLimits,
  leadOrderMessages,
  type LeadRowProblem,
  leadRowProblems,
} from './lead-order-rules';

// The check of an operator's lead file, row by row: the server runs it on the upload as it
// arrives, and the console runs it on the chosen file before asking to deliver it, so the count
// and the problems the operator is shown are the ones the server will find.

/** A file that cannot be delivered, with the sentence that says why. */
export class LeadFileRefusal extends Error {}

/** The widest header a lead file may have: a row is held whole while it is checked. */
export const maxLeadFileColumns = 200;

export type CheckedLeads = {
  /** The customer's columns, in the customer's order. */
  header: readonly string[];
  /** Each lead's cells under that header, trimmed. */
  leads: string[][];
  /** Columns of the operator's header that the customer's file leaves out. */
  leftOut: string[];
};

/**
 * Reads a lead file's rows one at a time (the header first) and stops at the first row that
 * settles a refusal: a character PostgreSQL cannot store, a header without the columns, one lead
 * more than the order allows. Rows that are wrong on their own (a required value missing, an
 * address that is not one, a row of another width) are collected, so the refusal names them all.
 * At most maxLeads leads are ever held.
 */
export class LeadFileCheck {
  private at: number[] | null = null;
  private width = 0;
  private leftOut: string[] = [];
  private readonly leads: string[][] = [];
  private readonly problems: LeadRowProblem[] = [];

  constructor(private readonly maxLeads: number) {}

  /** The next row of the file; throws LeadFileRefusal when it settles that the file is refused. */
  add(cells: readonly string[]): void {
    const line = this.at ? this.leads.length + this.problems.length + 2 : 1;
    if (cells.some(hasUnstorableCharacter)) {
      throw new LeadFileRefusal(leadFileMessages.unstorable(line));
    }
    if (!this.at) {
      this.readHeader(cells);
      return;
    }
    if (this.leads.length + this.problems.length >= this.maxLeads) {
      throw new LeadFileRefusal(leadFileMessages.tooManyLeads(this.maxLeads));
    }
    if (cells.length !== this.width) {
      this.problems.push({ line, problems: [leadRowProblems.width(cells.length, this.width)] });
      return;
    }
    const lead = this.at.map((index) => cells[index].trim());
    const problems: string[] = [];
    leadFileColumns.forEach((column, i) => {
      if (column.isRequired && lead[i] === '') problems.push(leadRowProblems.empty(column.name));
      else if (column.name === 'Email' && !isEmailAddress(lead[i])) {
        problems.push(leadRowProblems.notEmail);
      }
    });
    if (problems.length > 0) this.problems.push({ line, problems });
    else this.leads.push(lead);
  }

  /** After the last row: the leads to deliver, or the refusal that names every row to fix. */
  finish(): CheckedLeads {
    if (!this.at) throw new LeadFileRefusal(leadOrderMessages.fileEmpty);
    if (this.problems.length > 0) {
      throw new LeadFileRefusal(leadOrderMessages.fileRowProblems(this.problems));
    }
    if (this.leads.length === 0) throw new LeadFileRefusal(leadOrderMessages.fileNoRows);
    return { header: leadFileLimits.columns, leads: this.leads, leftOut: this.leftOut };
  }

  private readHeader(cells: readonly string[]) {
    if (cells.length > maxLeadFileColumns) {
      throw new LeadFileRefusal(leadFileMessages.tooManyColumns(maxLeadFileColumns));
    }
    const named = cells.map((cell) => cell.trim().toLowerCase());
    const at = leadFileLimits.columns.map((column) => named.indexOf(column.toLowerCase()));
    const missing = leadFileLimits.columns.filter((_, i) => at[i] < 0);
    if (missing.length > 0) throw new LeadFileRefusal(leadOrderMessages.fileNoHeader(missing));
    this.at = at;
    this.width = cells.length;
    this.leftOut = cells
      .map((cell) => cell.trim())
      .filter((cell, i) => cell !== '' && !at.includes(i));
  }
}

/**
 * The whole check of a file already held as text (the console, before sending it). The server
 * reads its upload a slice at a time through the same LeadFileCheck.
 */
export function checkLeadFileText(text: string, maxLeads: number): CheckedLeads {
  const check = new LeadFileCheck(maxLeads);
  const reader = new CsvReader({ maxColumns: maxLeadFileColumns });
  for (const row of reader.push(text)) check.add(row);
  for (const row of reader.end()) check.add(row);
  return check.finish();
}
