import { catalogue } from '../common/catalogue';
import type { Needs } from '../common/access';
import { toolboxCheckout, agencyCheckout } from './marketing/offer-facts';

/** What a locked page and a locked API call say while open access is off (common/access.ts). */
export const accessText: Record<
  Needs,
  {
    title: string;
    body: string;
    refusal: string;
    buy: string;
    buyHref: string;
    learnMore: string;
    learnMoreHref: string;
  }
> = {
  toolbox: {
    title: `This is part of the ${catalogue.toolbox.name}`,
    body: `The ${catalogue.toolbox.name} unlocks the structured modules, the learning pages, the toolbox lessons and every downloadable resource. The ${catalogue.agency.name} includes it too.`,
    refusal: `This needs the ${catalogue.toolbox.name}. Buy it at /ai-toolbox to unlock it.`,
    buy: `Get the ${catalogue.toolbox.name}`,
    buyHref: toolboxCheckout,
    learnMore: 'See what is inside',
    learnMoreHref: '/ai-toolbox',
  },
  agency: {
    title: `This is part of the ${catalogue.agency.name}`,
    body: `The ${catalogue.agency.name} unlocks the CRM and the growth tools, and includes the ${catalogue.toolbox.name}.`,
    refusal: `This needs the ${catalogue.agency.name}. Buy it at /agency-landing to unlock it.`,
    buy: `Join the ${catalogue.agency.name}`,
    buyHref: agencyCheckout,
    learnMore: 'See what is included',
    learnMoreHref: '/agency-landing',
  },
};

export const accessPageText = {
  backHome: 'Back to Dashboard',
} as const;
