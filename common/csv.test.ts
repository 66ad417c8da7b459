import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, toCsv } from './csv';

describe('csvCell', () => {
  it.each([
    ['=1+2', "'=1+2"],
    ['+1 555 0100', "'+1 555 0100"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTab', "'\tTab"],
    ['=HYPERLINK("http://evil.example","x")', `"'=HYPERLINK(""http://evil.example"",""x"")"`],
  ])('neutralises the formula %j', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it('quotes a cell that begins with CR once it is neutralised', () => {
    expect(csvCell('\rcmd')).toBe(`"'\rcmd"`);
  });

  it('leaves ordinary text and inner symbols alone', () => {
    expect(csvCell('Acme Inc')).toBe('Acme Inc');
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell('ann@example.com')).toBe('ann@example.com');
    expect(csvCell('Zoë Ørsted')).toBe('Zoë Ørsted');
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('Smith, Ann')).toBe('"Smith, Ann"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line 1\nline 2')).toBe('"line 1\nline 2"');
  });

  it('quotes a semicolon, so a spreadsheet splitting on it keeps one cell', () => {
    expect(csvCell('Smith; Ann')).toBe('"Smith; Ann"');
    expect(csvCell('a;=1+2')).toBe('"a;=1+2"');
    expect(csvCell('x;@SUM(A1);y')).toBe('"x;@SUM(A1);y"');
    expect(toCsv(['name'], [['a;=cmd']])).toBe(`${CSV_BOM}name\r\n"a;=cmd"\r\n`);
  });

  it('writes numbers as numbers and empties as nothing', () => {
    expect(csvCell(1500.5)).toBe('1500.5');
    expect(csvCell(-1)).toBe('-1');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(true)).toBe('true');
  });
});

describe('toCsv', () => {
  it('starts with the BOM and ends every row with CRLF', () => {
    expect(
      toCsv(
        ['Name', 'Notes'],
        [
          ['Ann', '=cmd'],
          ['Bo', null],
        ],
      ),
    ).toBe(`${CSV_BOM}Name,Notes\r\nAnn,'=cmd\r\nBo,\r\n`);
  });
});
