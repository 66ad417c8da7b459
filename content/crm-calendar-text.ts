import { brand } from '../common/brand';

/** The words of the CRM's calendar feed, as a calendar app shows them. */
export const calendarFeedText = {
  name: `${brand.name} follow-ups`,
  description: `Your open follow-ups from the ${brand.name} CRM.`,
  product: 'CRM follow-ups',
  summary: (title: string, contactName: string) => `${title} (${contactName})`,
  eventDescription: (description: string, crmUrl: string) =>
    [description.trim(), `Open it in your CRM: ${crmUrl}`].filter(Boolean).join('\n\n'),
} as const;
