import { describe, expect, it } from 'vitest';
import { parseCsv } from '../src/csv/parse-csv';
import { checkLeadFile } from '../src/features/lead-orders/lead-file';

const header = 'Company Name,Contact Name,Email,Phone';

describe('the lead file', () => {
  it('parses quoted cells with commas, quotes and line breaks, and skips blank lines', () => {
    expect(parseCsv('a,"b, c","say ""hi""","two\nlines"\r\n\r\nx,y,z,w\n')).toEqual([
      ['a', 'b, c', 'say "hi"', 'two\nlines'],
      ['x', 'y', 'z', 'w'],
    ]);
  });

  it('counts the leads under the header and writes them again spreadsheet-safe', () => {
    const file = checkLeadFile(
      Buffer.from(`\uFEFF${header}\n=1+2,Ann,a@x.com,555\nB,Bob,b@x.com,556\n`),
    );
    expect(file.rows).toBe(2);
    expect(file.csv.toString('utf8')).toContain("'=1+2");
  });

  it.each([
    ['empty', ''],
    ['no header', 'a,b,c,d\n1,2,3,4'],
    ['header only', `${header}\n`],
    ['uneven row', `${header}\n1,2,3`],
    ['not text', '\u0000\u0001'],
  ])('refuses a file that is %s', (_name, body) => {
    expect(() => checkLeadFile(Buffer.from(body))).toThrow();
  });

  it('refuses invalid UTF-8 and more than 10 MB', () => {
    expect(() => checkLeadFile(Buffer.from([0xff, 0xfe, 0xfd]))).toThrow(/not a text CSV/);
    expect(() => checkLeadFile(Buffer.alloc(10 * 1024 * 1024 + 1, 'a'))).toThrow(/10 MB/);
  });
});
