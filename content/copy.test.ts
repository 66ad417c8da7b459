import { describe, expect, it } from 'vitest';
import { catalogue, isLaunchUpcoming } from '../common/catalogue';
import { homeText } from './home-text';
import { agencySalesContent } from './marketing/agency-sales';
import { landingContent } from './marketing/landing';

// Copy (docs/decisions/0028-ux-daily-use.md): one launch date with a year, one name for the
// agency offer, prices that cannot be misread, and a dashboard notice that reads correctly.

const allStrings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(allStrings)
      : value !== null && typeof value === 'object'
        ? Object.values(value).flatMap(allStrings)
        : [];

const contentModules = import.meta.glob<Record<string, unknown>>(['./**/*.ts', '!./**/*.test.ts'], {
  eager: true,
});
const everyText = [...Object.values(contentModules).flatMap(allStrings), ...allStrings(catalogue)];

describe('copy', () => {
  it('writes the launch date with its year: "Launching" before it, "Launched" after it', () => {
    expect(catalogue.launch.launchDateLabel).toMatch(/\b20\d\d\b/);
    const day = new Date(`${catalogue.launch.launchDate}T12:00:00Z`);
    expect(isLaunchUpcoming(new Date(day.getTime() - 86_400_000))).toBe(true);
    expect(isLaunchUpcoming(day)).toBe(true);
    expect(isLaunchUpcoming(new Date(day.getTime() + 86_400_000))).toBe(false);
    if (!isLaunchUpcoming()) {
      expect(everyText.filter((t) => /^Launching /.test(t))).toEqual([]);
    }
    // The public pages keep the date once it has passed, instead of dropping it.
    const word = isLaunchUpcoming() ? 'Launching' : 'Launched';
    for (const badge of [landingContent.hero.launchBadge, agencySalesContent.hero.badge]) {
      expect(badge).toContain(`${word} ${catalogue.launch.launchDateLabel}`);
    }
  });

  it('gives the agency offer one name everywhere', () => {
    const { name, displayName, shortName } = catalogue.agency;
    expect(new Set([name, displayName, shortName]).size).toBe(1);
    const others = everyText.filter((t) =>
      /Tech Agency Program|Agency Launchpad Agency Program|\(Elite\)|Elite Program\b/.test(t),
    );
    expect(others).toEqual([]);
    // "Agency Program" on its own is the same offer without its name.
    const unnamed = everyText.filter((t) => /Agency Program/i.test(t.replaceAll(name, '')));
    expect(unnamed).toEqual([]);
  });

  it('never puts "a month" beside the one-time price', () => {
    expect(catalogue.agency.regularPriceNote).not.toMatch(/month/);
    expect(everyText.filter((t) => /regularly .* a month/.test(t))).toEqual([]);
  });

  it('never sells video lessons: the lessons are written (there is no video hosting)', () => {
    expect(
      everyText.filter((t) => /video lessons?|step-by-step videos|videos, downloads/i.test(t)),
    ).toEqual([]);
  });

  it('says the dashboard notice in a sentence that reads correctly', () => {
    expect(homeText.fullAccessBody).not.toMatch(/CRM are ready/);
  });
});
