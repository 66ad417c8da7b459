import { describe, expect, it } from 'vitest';
import { landingContent } from '../../../../content/marketing';
import { featureCardTarget } from './feature-card-target';

describe('landing feature cards', () => {
  const cards = landingContent.features.cards;

  it('are the six cards of the landing page, in order, each with its own route', () => {
    expect(cards.map((card) => [card.title, card.to])).toEqual([
      ['Structured Learning', '/structured-learning'],
      ['Growth Tools', '/growth-tools'],
      ['KPI Tracking', '/kpi-tracker'],
      ['Sales Scripts', '/sales-scripts'],
      ['Closing Tools', '/closing-tools'],
      ['Networking', '/networking'],
    ]);
  });

  it('lead nowhere while auth loads', () => {
    for (const card of cards) expect(featureCardTarget('loading', card.to)).toBeNull();
  });

  it('send a signed-out visitor to /register', () => {
    for (const card of cards)
      expect(featureCardTarget('unauthenticated', card.to)).toBe('/register');
  });

  it("send a signed-in user to the card's own route", () => {
    for (const card of cards) expect(featureCardTarget('authenticated', card.to)).toBe(card.to);
  });
});
