import { describe, it, expect } from 'vitest';
import * as lucideIcons from 'lucide-react';
import { brand } from '../common/brand';
import * as catalogueModule from '../common/catalogue';
import { catalogue, formatUsd, leadOrderTotalCents } from '../common/catalogue';
import * as guideModule from './guide';
import { freeGuide, renderFreeGuideText } from './guide';
import * as marketingModule from './marketing';
import { pageMeta } from './marketing';

interface Entry {
  path: string;
  key: string;
  value: unknown;
}

/** Every leaf value in a content tree, with the dotted path that leads to it. */
function leaves(value: unknown, path = ''): Entry[] {
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => leaves(item, `${path}[${index}]`));
  }
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) =>
      child !== null && typeof child === 'object'
        ? leaves(child, path ? `${path}.${key}` : key)
        : [{ path: path ? `${path}.${key}` : key, key, value: child }],
    );
  }
  return [{ path, key: '', value }];
}

const contentModules = {
  brand: { brand },
  catalogue: catalogueModule,
  guide: guideModule,
  marketing: marketingModule,
};
const allLeaves = Object.entries(contentModules).flatMap(([name, module]) => leaves(module, name));
const allStrings = [
  ...allLeaves.filter((entry) => typeof entry.value === 'string'),
  { path: 'renderFreeGuideText()', key: '', value: renderFreeGuideText() },
] as { path: string; key: string; value: string }[];

describe('free guide', () => {
  it('has exactly 10 points, each with a title and a useful body', () => {
    expect(freeGuide.points).toHaveLength(10);
    for (const point of freeGuide.points) {
      expect(point.title.trim()).not.toBe('');
      expect(point.body.trim()).not.toBe('');
      const sentences = point.body.match(/[.!?](\s|$)/g) ?? [];
      expect(sentences.length, point.title).toBeGreaterThanOrEqual(3);
      expect(sentences.length, point.title).toBeLessThanOrEqual(5);
      expect(point.body, point.title).toContain('First step:');
    }
  });

  it('renders a plain ASCII text file that starts with the title and names the brand', () => {
    const text = renderFreeGuideText();
    expect(text.startsWith(freeGuide.title)).toBe(true);
    expect(text).toMatch(/^[\x20-\x7e\n]*$/);
    expect(text).toContain(`10. ${freeGuide.points[9].title}`);
    expect(text).toContain(brand.name);
    expect(text).toContain(brand.siteUrl);
    expect(freeGuide.fileName).toBe('10-ways-small-business-ai-growth.txt');
  });
});

describe('marketing content', () => {
  it('sends every agency sales page button to the agency checkout', () => {
    const buttons = leaves(marketingModule.agencySalesContent).filter(
      (entry) => entry.key === 'to' && !entry.path.startsWith('backLink'),
    );
    expect(buttons.length).toBeGreaterThan(0);
    for (const button of buttons) {
      expect(button.value, button.path).toBe('/checkout?product=agency');
    }
  });

  it('uses icon names that lucide-react exports', () => {
    const icons = leaves(marketingModule).filter((entry) => entry.key === 'icon');
    expect(icons.length).toBeGreaterThan(0);
    for (const icon of icons) {
      expect(Object.keys(lucideIcons), icon.path).toContain(icon.value);
    }
  });

  it('gives every page a title under 60 characters and a 120-160 character description', () => {
    for (const [path, meta] of Object.entries(pageMeta)) {
      expect(meta.title.length, path).toBeLessThan(60);
      expect(meta.description.length, path).toBeGreaterThanOrEqual(120);
      expect(meta.description.length, path).toBeLessThanOrEqual(160);
    }
  });
});

describe('all content', () => {
  it('contains no placeholder text', () => {
    expect(allStrings.length).toBeGreaterThan(100);
    for (const entry of allStrings) {
      expect(entry.value, entry.path).not.toMatch(/lorem|TODO|coming soon/i);
    }
  });

  it('has no empty strings', () => {
    for (const entry of allStrings) {
      expect(entry.value.trim(), entry.path).not.toBe('');
    }
  });
});

describe('catalogue', () => {
  it('derives the toolbox discount of 76%', () => {
    expect(catalogue.toolbox.discountPercent).toBe(76);
  });

  it('prices the upgrade at $100, saving $47', () => {
    expect(catalogue.upgrade.priceCents).toBe(10000);
    expect(catalogue.upgrade.savingsCents).toBe(4700);
  });

  it('labels the bonuses with exactly what their stated values add up to', () => {
    const sum = catalogue.bonuses.items.reduce((total, bonus) => total + bonus.valueCents, 0);
    expect(catalogue.bonuses.totalValueCents).toBe(sum);
    expect(catalogue.bonuses.totalValueLabel).toBe(formatUsd(sum));
    expect(marketingModule.toolboxSalesContent.bonuses.subheading).toContain(formatUsd(sum));
  });

  it('formats dollar amounts', () => {
    expect(formatUsd(4700)).toBe('$47');
    expect(formatUsd(150000)).toBe('$1,500');
    expect(formatUsd(4750)).toBe('$47.50');
    expect(formatUsd(0)).toBe('$0');
  });

  it('prices lead orders at $25 per 250 and refuses other quantities', () => {
    expect(leadOrderTotalCents(2500)).toBe(25000);
    expect(leadOrderTotalCents(250)).toBe(2500);
    expect(() => leadOrderTotalCents(300)).toThrow(RangeError);
    expect(() => leadOrderTotalCents(1750)).toThrow(RangeError);
  });
});
