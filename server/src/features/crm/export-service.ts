import { csvCell, CSV_BOM } from '../../../../common/csv';
import { crmText } from '../../../../content/crm';
import type { Db } from '../../db/client';
import { listContacts } from './contacts-service';

const exportBatchSize = 500;

/**
 * Every field of every contact, as a spreadsheet-safe UTF-8 CSV, produced a batch of rows at a
 * time: a large CRM is never held in memory whole, on the server or in the browser.
 */
export async function* exportContactsCsv(db: Db, userId: string): AsyncGenerator<string> {
  const columns = crmText.csvColumns;
  yield `${CSV_BOM}${columns.map((c) => csvCell(c.header)).join(',')}\r\n`;
  let cursor: string | undefined;
  do {
    const page = await listContacts(db, userId, { sort: 'newest', limit: exportBatchSize, cursor });
    if (page.items.length > 0) {
      yield page.items
        .map((contact) =>
          columns
            .map((column) =>
              csvCell(
                'as' in column
                  ? crmText.statusLabels[contact.status]
                  : column.field === 'dealValue'
                    ? contact.dealValue === null
                      ? null
                      : contact.dealValue.toFixed(2)
                    : contact[column.field],
              ),
            )
            .join(','),
        )
        .map((line) => `${line}\r\n`)
        .join('');
    }
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
}
