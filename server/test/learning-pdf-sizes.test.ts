import { describe, expect, it } from 'vitest';
import { allResourceEntries } from '../../content/learning/resources/index';
import { renderResourcePdf } from '../src/features/learning/pdf';

const pagesOf = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;

describe('resource downloads', () => {
  it('are as long as their buttons say', async () => {
    const wrong: string[] = [];
    for (const entry of allResourceEntries) {
      const pdf = await renderResourcePdf(entry.resource.document, {
        name: 'Dana Example',
        email: 'dana@example.com',
      });
      const stated = Number(/^(\d+) pages?$/.exec(entry.resource.size)?.[1]);
      if (pagesOf(pdf) !== stated)
        wrong.push(`${entry.resource.name}: ${entry.resource.size}, printed ${pagesOf(pdf)}`);
    }
    expect(wrong).toEqual([]);
    // Every resource's PDF, made one after another: 2 s alone, and past 60 s on a host three times
    // slower than usual with the browser suite on both cores. A limit for a hang, not for speed.
  }, 300_000);
});
