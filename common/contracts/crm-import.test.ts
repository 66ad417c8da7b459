import { describe, expect, it } from 'vitest';
import {
  cellsOfRow,
  contactImportLimits,
  decodeImportFile,
  importBatches,
  importCellMax,
  importRowsOf,
  mapColumns,
  readImportFile,
} from './crm-import';

describe('reading a file for the contacts import', () => {
  it('numbers rows as a spreadsheet does: blank lines count, quoted line breaks do not', () => {
    const file = readImportFile(
      '\uFEFFName,Address\r\nAnn,"1 Main St\nFloor 2"\r\n\r\n,\r\nBob,2 High St\r\n',
    );
    expect(file.header).toEqual(['Name', 'Address']);
    expect(file.rows).toEqual([
      { line: 2, cells: ['Ann', '1 Main St\nFloor 2'] },
      { line: 5, cells: ['Bob', '2 High St'] },
    ]);
  });

  it('reads a European Excel file separated by semicolons, commas kept inside its cells', () => {
    const file = readImportFile(
      '\uFEFFName;E-mail;Company name\r\nAna Müller;ana@example.de;"Müller; Söhne, GmbH"\r\nBo;bo@example.com;Bo, Inc\r\n',
    );
    expect(file.header).toEqual(['Name', 'E-mail', 'Company name']);
    expect(file.rows).toEqual([
      { line: 2, cells: ['Ana Müller', 'ana@example.de', 'Müller; Söhne, GmbH'] },
      { line: 3, cells: ['Bo', 'bo@example.com', 'Bo, Inc'] },
    ]);
    expect(mapColumns(file.header)).toEqual(['name', 'email', 'company']);
  });

  it('reads rows pasted from a spreadsheet, whose cells are separated by tabs', () => {
    const file = readImportFile('Name\tEmail\tNotes\nAnn Lee\tann@example.com\tcall, then email\n');
    expect(file.header).toEqual(['Name', 'Email', 'Notes']);
    expect(file.rows).toEqual([
      { line: 2, cells: ['Ann Lee', 'ann@example.com', 'call, then email'] },
    ]);
  });

  it('reads a file saved by an older Excel in Windows-1252, and refuses one that is not text', () => {
    const latin = Uint8Array.from([
      ...Buffer.from('Name,Company\r\nJos'),
      0xe9,
      ...Buffer.from(','),
      0x80,
      ...Buffer.from(' Caf'),
      0xe9,
    ]);
    expect(decodeImportFile(latin)).toBe('Name,Company\r\nJosé,€ Café');
    expect(decodeImportFile(Buffer.from('\uFEFFName\nZoë'))).toBe('Name\nZoë');
    // A workbook (a zip) or a UTF-16 file holds NUL bytes: no spreadsheet's CSV does.
    expect(decodeImportFile(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0xe9]))).toBeNull();
  });

  it('finds no rows in a file that is only a header, or empty', () => {
    expect(readImportFile('Name,Email\n').rows).toEqual([]);
    expect(readImportFile('').header).toEqual([]);
  });
});

describe('mapping columns from the header', () => {
  it('maps the export’s own header, leaving out its id, dates and second status', () => {
    expect(
      mapColumns([
        'ID',
        'Name',
        'Email',
        'Phone',
        'Company',
        'Position',
        'Industry',
        'Address',
        'Lead source',
        'Deal value (USD)',
        'Notes',
        'Status',
        'Created at',
        'Updated at',
        'Status value',
      ]),
    ).toEqual([
      null,
      'name',
      'email',
      'phone',
      'company',
      'position',
      'industry',
      'address',
      'leadSource',
      'dealValue',
      'notes',
      'status',
      null,
      null,
      null,
    ]);
  });

  it('reads other spellings, and lets a first and a last name fill the name together', () => {
    const mapping = mapColumns([
      'First Name',
      'Last name',
      'E-mail Address',
      'Mobile',
      'Shoe size',
    ]);
    expect(mapping).toEqual(['name', 'name', 'email', 'phone', null]);
    expect(cellsOfRow([' Ann ', 'Lee', 'ann@example.com', '', '42'], mapping)).toEqual({
      name: 'Ann Lee',
      email: 'ann@example.com',
    });
  });

  it('cuts a long cell one past the form’s limit, never through an emoji', () => {
    const long = cellsOfRow(['x'.repeat(10_000)], ['notes']);
    expect(long.notes).toHaveLength(importCellMax.notes);
    const emoji = cellsOfRow([`${'x'.repeat(importCellMax.name - 1)}😀`], ['name']);
    expect(emoji.name).toHaveLength(importCellMax.name);
    expect(emoji.name?.endsWith('…')).toBe(true);
  });
});

describe('the rows sent', () => {
  it('names a row with a character that cannot be stored instead of sending it', () => {
    const file = readImportFile('Name,Notes\nAnn,fine\nBob,a\u0000b\n');
    expect(importRowsOf(file, mapColumns(file.header))).toEqual({
      rows: [{ line: 2, cells: { name: 'Ann', notes: 'fine' } }],
      problems: [{ line: 3, reason: 'Notes contains a character that cannot be saved' }],
    });
  });

  it('cuts 10,000 rows into batches that each fit a request, in order, losing none', () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => ({
      line: i + 2,
      cells: { name: `Person ${i}`, notes: i % 100 === 0 ? 'n'.repeat(5000) : '' },
    }));
    const batches = importBatches(rows);
    expect(batches.flat()).toEqual(rows);
    for (const batch of batches) {
      expect(batch.length).toBeLessThanOrEqual(contactImportLimits.batchRows);
      expect(Buffer.byteLength(JSON.stringify({ rows: batch }))).toBeLessThan(
        contactImportLimits.bodyBytes,
      );
    }
  });
});
