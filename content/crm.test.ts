import { describe, expect, it } from 'vitest';
import { contactStatuses, followUpTypes } from '../common/crm-rules';
import { crmText } from './crm';

/** Every string in the CRM's text, with the path that leads to it. */
function strings(value: unknown, path = 'crmText'): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value === 'function') return [];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => strings(child, `${path}.${key}`));
  }
  return [];
}

describe('CRM text', () => {
  it('names every status and follow-up type', () => {
    expect(Object.keys(crmText.statusLabels).sort()).toEqual([...contactStatuses].sort());
    expect(Object.keys(crmText.typeLabels).sort()).toEqual([...followUpTypes].sort());
  });

  it('has no empty or placeholder strings', () => {
    const all = strings(crmText);
    expect(all.length).toBeGreaterThan(50);
    for (const [path, text] of all) {
      expect(text.trim(), path).not.toBe('');
      expect(text, path).not.toMatch(/lorem|TODO|coming soon/i);
    }
  });

  it('exports every field with a header each, the status as its label and as its value', () => {
    const fields = crmText.csvColumns.map((c) => c.field);
    const headers = crmText.csvColumns.map((c) => c.header);
    expect(new Set(headers).size).toBe(headers.length);
    expect(new Set(fields).size).toBe(14);
    expect(fields.filter((f) => f === 'status')).toHaveLength(2);
    expect(crmText.csvColumns.filter((c) => 'as' in c).map((c) => c.header)).toEqual(['Status']);
    expect(crmText.csvFileName(new Date('2030-06-15T12:00:00Z'))).toBe(
      'crm-contacts-2030-06-15.csv',
    );
  });

  it('words the delete toast for any number of follow-ups', () => {
    expect(crmText.toasts.deletedDescription('Ann', 0)).toBe('Ann was removed.');
    expect(crmText.toasts.deletedDescription('Ann', 1)).toBe('Ann and 1 follow-up were removed.');
    expect(crmText.toasts.deletedDescription('Ann', 3)).toBe('Ann and 3 follow-ups were removed.');
  });
});
