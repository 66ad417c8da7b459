import { describe, expect, it } from 'vitest';
import { bluLeadsText } from '../content/blu-leads-text';
import { operatorText } from '../content/operator';
import { toCsv } from './csv';
import { checkLeadFileText, LeadFileRefusal } from './lead-file';
import { leadFileColumns, leadFileLimits } from './lead-order-rules';

// The lead file's columns are one list: the sample on /blu-leads, the operator's upload and the
// customer's file agree, and the console counts a file exactly as the server will.

const header = 'Company Name,Contact Name,Email,Phone,City,State,Industry';
const lead = (i: number) =>
  `Clinic ${i},Dr. Person ${i},person${i}@clinic.example,512-555-01${String(i).padStart(2, '0')},Austin,TX,Dentists`;

const refusal = (text: string, maxLeads = 10) => {
  try {
    checkLeadFileText(text, maxLeads);
  } catch (error) {
    if (error instanceof LeadFileRefusal) return error.message;
    throw error;
  }
  throw new Error('the file was not refused');
};

describe('the columns of a lead file', () => {
  it('are the seven the sample shows, with the sample rows passing the upload check as they are', () => {
    expect(leadFileLimits.columns).toEqual([
      'Company Name',
      'Contact Name',
      'Email',
      'Phone',
      'City',
      'State',
      'Industry',
    ]);
    const { rows } = bluLeadsText.sample;
    for (const row of rows) expect(row).toHaveLength(leadFileColumns.length);
    const checked = checkLeadFileText(toCsv(leadFileLimits.columns, rows), rows.length);
    expect(checked.header).toEqual(leadFileLimits.columns);
    expect(checked.leads).toEqual(rows);
  });

  it('say the same required and optional columns on the sample and the upload', () => {
    expect(leadFileLimits.requiredColumns).toEqual(['Company Name', 'Email', 'Phone']);
    expect(leadFileLimits.optionalColumns).toEqual(['Contact Name', 'City', 'State', 'Industry']);
    expect(bluLeadsText.sample.rule).toBe(
      'Every lead has Company Name, Email and Phone. Contact Name, City, State and Industry are filled in where known and may be empty.',
    );
    expect(operatorText.order.moves.deliver.help).toContain(
      "the customer's file, which carries exactly the columns above",
    );
  });
});

describe('checking a lead file before it is sent', () => {
  it('counts exactly the leads the server will: quoted line breaks, CRLF, a BOM, blank and empty lines', () => {
    expect(checkLeadFileText(`${header}\r\n${lead(1)}\r\n${lead(2)}\r\n`, 10).leads).toHaveLength(
      2,
    );
    expect(checkLeadFileText(`\uFEFF${header}\n${lead(1)}\n${lead(2)}`, 10).leads).toHaveLength(2);
    const quoted = `"Clinic, ""North""","Ann\nLee",ann@x.example,555-0100,"Austin\nTX",TX,Dentists`;
    expect(
      checkLeadFileText(`${header}\n${quoted}\n\n\n${lead(3)}\n,,,,,,\n   \n`, 10).leads,
    ).toEqual([
      ['Clinic, "North"', 'Ann\nLee', 'ann@x.example', '555-0100', 'Austin\nTX', 'TX', 'Dentists'],
      lead(3).split(','),
    ]);
  });

  it('takes the header in any order and case, and writes the customer columns in their own order', () => {
    const checked = checkLeadFileText(
      ' industry ,EMAIL,phone,Notes,company name,state,CITY,Contact Name\nDentists,a@x.example,555,call after 5,Bright Smile,TX,Austin,\n',
      10,
    );
    expect(checked.header).toEqual(leadFileLimits.columns);
    expect(checked.leads).toEqual([
      ['Bright Smile', '', 'a@x.example', '555', 'Austin', 'TX', 'Dentists'],
    ]);
    expect(checked.leftOut).toEqual(['Notes']);
  });

  it('names the missing columns of a header', () => {
    expect(refusal('Company Name,Contact Name,Email,Phone\nA,B,a@x.example,555\n')).toBe(
      'The first row of the lead file must be its header, with the columns Company Name, Contact Name, Email, Phone, City, State, Industry. These columns are missing: City, State, Industry.',
    );
    expect(refusal(`${header.replace(',Industry', '')}\n`)).toMatch(
      /This column is missing: Industry\.$/,
    );
  });

  it('names every row to fix, with what is wrong in it', () => {
    const rows = [
      lead(1),
      ',Ann,ann@x.example,555,,,',
      'Co,Bob,bob@,555,,,',
      'Co,Cy,,,Austin,TX,',
      'Co,Di,di@x.example,555,Austin',
      lead(6),
    ];
    expect(refusal([header, ...rows].join('\n'))).toBe(
      [
        'Nothing was delivered: 4 rows of the lead file need fixing.',
        'Row 3: Company Name is empty.',
        'Row 4: Email is not an email address.',
        'Row 5: Email is empty; Phone is empty.',
        'Row 6: it has 5 cells where the header has 7.',
      ].join('\n'),
    );
  });

  it('lists the first ten rows to fix and counts the rest', () => {
    const rows = Array.from({ length: 25 }, (_, i) => `Co ${i},P,p${i}@x.example,,,,`);
    const message = refusal([header, ...rows].join('\n'), 25);
    expect(message.split('\n')).toHaveLength(12);
    expect(message).toMatch(/^Nothing was delivered: 25 rows of the lead file need fixing\./);
    expect(message).toContain('Row 11: Phone is empty.');
    expect(message).not.toContain('Row 12:');
    expect(message.split('\n').at(-1)).toBe('And 15 more rows.');
  });

  it('refuses an empty file, a header alone, a NUL byte and one lead past the order', () => {
    expect(refusal('')).toBe('The lead file is empty.');
    expect(refusal(`${header}\n`)).toBe('The lead file has a header but no leads.');
    expect(refusal(`${header}\n${lead(1)}\u0000\n`)).toMatch(/^Row 2 of the lead file holds/);
    expect(refusal([header, lead(1), lead(2), lead(3)].join('\n'), 2)).toBe(
      'The lead file has more than the 2 leads ordered, so nothing was delivered. Send at most 2 leads; fewer refunds the rest.',
    );
  });
});

describe("the console's confirmation", () => {
  const { confirmBody } = operatorText.order.moves.deliver;
  it('says the exact count, never "about"', () => {
    expect(confirmBody('leads.csv', 480, 500, [])).toBe(
      'leads.csv holds 480 leads of the 500 ordered. The 20 missing leads are refunded to the customer at once, and they are emailed the link to their order.',
    );
    expect(confirmBody('leads.csv', 500, 500, ['Notes', 'Website'])).toBe(
      "leads.csv holds 500 leads, the 500 ordered. The customer is emailed the link to their order. Left out of the customer's file: Notes, Website.",
    );
    expect(confirmBody('one.csv', 1, 250, [])).toMatch(/^one\.csv holds 1 lead of the 250/);
  });
});
