import { toCsv } from '../../../../common/csv';
import { leadOrderNumber } from '../../../../common/contracts/lead-orders';
import { LeadFileCheck, LeadFileRefusal, maxLeadFileColumns } from '../../../../common/lead-file';
import { leadFileLimits, leadOrderMessages } from '../../../../common/lead-order-rules';
import { packFile } from '../../csv/packed-file';
import { CsvInputError, readCsvRows } from '../../csv/parse-csv';
import { badRequest, HttpError } from '../../errors';

/** `csv` is what the customer downloads; `kept` the same, packed as the database keeps it. */
export type CheckedLeadFile = { csv: Buffer; kept: Buffer; rows: number; bytes: number };

/** The name a lead file is kept and sent under when the operator's gives nothing usable. */
export const defaultLeadFileName = (orderId: string) => `leads-${leadOrderNumber(orderId)}.csv`;

/**
 * The operator's lead file, read as it arrives and checked row by row (common/lead-file.ts, the
 * same check the console runs before sending): UTF-8 text, at most 10 MB, a header naming the
 * customer's columns, a value in every required column and an address in every Email cell (the
 * refusal names each row to fix), at least one lead and at most maxLeads (the order's quantity).
 * Reading stops at the first row that settles a refusal (unstorable, one lead too many, past
 * 10 MB), so the rest of the file is never parsed and no more than maxLeads rows are held. What is
 * kept (and what the customer downloads) is the customer's columns in the sample's order, written
 * again spreadsheet-safe (common/csv.ts); other columns of the operator's file are left out.
 */
export async function checkLeadFile(
  body: AsyncIterable<Uint8Array> | Uint8Array,
  maxLeads: number,
): Promise<CheckedLeadFile> {
  const check = new LeadFileCheck(maxLeads);
  let checked;
  try {
    for await (const cells of readCsvRows(body, {
      maxBytes: leadFileLimits.maxBytes,
      maxColumns: maxLeadFileColumns,
    })) {
      check.add(cells);
    }
    checked = check.finish();
  } catch (error) {
    if (error instanceof LeadFileRefusal) throw badRequest(error.message);
    if (!(error instanceof CsvInputError)) throw error;
    if (error.reason === 'too-large') throw new HttpError(413, leadOrderMessages.fileTooLarge);
    throw badRequest(leadOrderMessages.fileNotText);
  }
  const csv = Buffer.from(toCsv(checked.header, checked.leads), 'utf8');
  return { csv, kept: await packFile(csv), rows: checked.leads.length, bytes: csv.length };
}
