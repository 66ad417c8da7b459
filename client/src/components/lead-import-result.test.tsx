import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { LeadImportResult } from '../../../common/contracts/growth';
import { leadImportCounts, LeadImportResultView } from './lead-import-result';

const result = (overrides: Partial<LeadImportResult> = {}): LeadImportResult => ({
  message: 'Lead order loaded into your tracker',
  source: 'Lead order ABCD1234',
  imported: 3,
  skipped: 1,
  problems: [],
  ...overrides,
});

/** The text a reader sees, one line per paragraph or list item. */
const shown = (value: LeadImportResult) =>
  renderToStaticMarkup(<LeadImportResultView result={value} />)
    .replace(/<\/(p|li)>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .trim()
    .split('\n');

describe('the result of loading a lead order', () => {
  it('counts what was added and what the pipeline already had', () => {
    expect(leadImportCounts(result())).toBe('3 added, 1 already in your pipeline');
    expect(leadImportCounts(result({ imported: 1200, skipped: 0 }))).toBe(
      '1,200 added, 0 already in your pipeline',
    );
    expect(shown(result())).toEqual([
      'Lead order loaded into your tracker',
      '3 added, 1 already in your pipeline',
    ]);
  });

  it('names one unusable row by its line', () => {
    const lines = shown(result({ problems: [{ line: 4, reason: 'No company name' }] }));
    expect(lines.slice(2)).toEqual(['1 row was not loaded:', 'Line 4: No company name']);
  });

  it('names the first ten unusable rows and counts the rest', () => {
    const problems = Array.from({ length: 12 }, (_, i) => ({
      line: i + 2,
      reason: 'Email is not an email address',
    }));
    const lines = shown(result({ problems }));
    expect(lines[2]).toBe('12 rows were not loaded:');
    expect(lines.slice(3, 13)).toEqual(
      problems.slice(0, 10).map((p) => `Line ${p.line}: Email is not an email address`),
    );
    expect(lines.slice(13)).toEqual(['and 2 more']);
  });
});
