import { describe, expect, it } from 'vitest';
import { catalogue } from '../../../common/catalogue';
import { promptLibrary, promptsOf } from './index';

const allPrompts = promptLibrary.flatMap((industry) =>
  promptsOf(industry).map((prompt) => ({ industry: industry.id, prompt })),
);

/** The leading whole number of a claim such as "300+" or "15". */
const claimedNumber = (value: string) => Number(/^\d[\d,]*/.exec(value)?.[0].replace(/,/g, ''));

/** The prompt's three-word phrases, lower-cased and without its placeholders. */
function phrases(text: string) {
  const words = text
    .replace(/\[[^\]]*\]/g, ' ')
    .toLowerCase()
    .split(/[^a-z']+/)
    .filter(Boolean);
  return new Set(words.slice(2).map((word, i) => `${words[i]} ${words[i + 1]} ${word}`));
}

/** The share of the shorter prompt's phrases that the other prompt also uses. */
function overlap(a: Set<string>, b: Set<string>) {
  let shared = 0;
  for (const phrase of a) if (b.has(phrase)) shared++;
  return shared / Math.min(a.size, b.size);
}

describe('the prompt library', () => {
  it('holds at least what the toolbox is sold with: the claims are derived from the content’s size', () => {
    const claimedPrompts = claimedNumber(catalogue.claims.prompts.value);
    const claimedLibraries = claimedNumber(catalogue.claims.industryLibraries.value);
    expect(claimedPrompts).toBeGreaterThanOrEqual(300);
    expect(claimedLibraries).toBeGreaterThanOrEqual(15);
    expect(allPrompts.length).toBeGreaterThanOrEqual(claimedPrompts);
    // "300+" promises more than 300.
    if (catalogue.claims.prompts.value.endsWith('+'))
      expect(allPrompts.length).toBeGreaterThan(claimedPrompts);
    expect(promptLibrary.length).toBeGreaterThanOrEqual(claimedLibraries);
  });

  it('has exactly 15 industries of at least 20 prompts each, in 3 to 5 categories', () => {
    expect(promptLibrary).toHaveLength(15);
    expect(allPrompts.length).toBeGreaterThanOrEqual(300);
    for (const industry of promptLibrary) {
      expect(promptsOf(industry).length, industry.id).toBeGreaterThanOrEqual(20);
      expect(industry.categories.length, industry.id).toBeGreaterThanOrEqual(3);
      expect(industry.categories.length, industry.id).toBeLessThanOrEqual(5);
      for (const category of industry.categories)
        expect(category.prompts.length, `${industry.id}/${category.id}`).toBeGreaterThan(0);
    }
  });

  it('gives every industry, category and prompt a unique slug id', () => {
    const slug = /^[a-z0-9]+(-[a-z0-9]+)*$/;
    const industryIds = promptLibrary.map((industry) => industry.id);
    const promptIds = allPrompts.map(({ prompt }) => prompt.id);
    expect(new Set(industryIds).size).toBe(industryIds.length);
    expect(new Set(promptIds).size).toBe(promptIds.length);
    for (const id of [...industryIds, ...promptIds]) expect(id).toMatch(slug);
    for (const industry of promptLibrary) {
      const categoryIds = industry.categories.map((category) => category.id);
      expect(new Set(categoryIds).size, industry.id).toBe(categoryIds.length);
      for (const id of categoryIds) expect(id).toMatch(slug);
    }
  });

  it('has no empty field, no placeholder wording and no repeated text', () => {
    const banned = /lorem|\btodo\b|coming soon|\btbd\b/i;
    for (const industry of promptLibrary) {
      for (const value of [industry.name, industry.description]) {
        expect(value.trim(), industry.id).not.toBe('');
        expect(value).not.toMatch(banned);
      }
      for (const category of industry.categories) expect(category.name.trim()).not.toBe('');
    }
    for (const { prompt } of allPrompts) {
      for (const value of [prompt.title, prompt.task, prompt.text, prompt.tip ?? 'none']) {
        expect(value.trim(), prompt.id).not.toBe('');
        expect(value, prompt.id).not.toMatch(banned);
      }
    }
    for (const key of ['title', 'task', 'text'] as const) {
      const values = allPrompts.map(({ prompt }) => prompt[key].trim().toLowerCase());
      expect(new Set(values).size, key).toBe(values.length);
    }
  });

  it('asks the reader to fill at least one [PLACEHOLDER], and every bracket is an upper-case placeholder', () => {
    for (const { prompt } of allPrompts) {
      const placeholders = prompt.text.match(/\[[^\]]*\]/g) ?? [];
      expect(placeholders.length, prompt.id).toBeGreaterThan(0);
      for (const placeholder of placeholders) expect(placeholder, prompt.id).not.toMatch(/[a-z]/);
      // Review labels the assistant adds ("VERIFY") are quoted, so the reader does not fill them in.
      expect(prompt.text, prompt.id).not.toMatch(/\[(VERIFY|CHECK|[A-Z ]+ TO (REVIEW|CONFIRM))\]/);
      // Brackets come in pairs, so nothing half-filled reaches the reader.
      expect(prompt.text.split('[').length, prompt.id).toBe(prompt.text.split(']').length);
    }
  });

  it('has no two prompts that are near-copies of each other (half their phrasing shared)', () => {
    const texts = allPrompts.map(({ prompt }) => ({
      id: prompt.id,
      phrases: phrases(prompt.text),
    }));
    const nearCopies: string[] = [];
    for (let i = 0; i < texts.length; i++)
      for (let j = i + 1; j < texts.length; j++)
        if (overlap(texts[i].phrases, texts[j].phrases) > 0.5)
          nearCopies.push(`${texts[i].id} ~ ${texts[j].id}`);
    expect(nearCopies).toEqual([]);
  });
});
