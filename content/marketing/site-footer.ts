import { brand } from '../../common/brand';
import { catalogue } from '../../common/catalogue';
import type { Link } from './types';

const { toolbox, agency } = catalogue;

/** The footer of every public page. */
export const siteFooter = {
  brandName: brand.name,
  tagline: brand.tagline,
  links: [
    { label: toolbox.shortName, to: '/ai-toolbox' },
    { label: agency.shortName, to: '/agency-landing' },
    { label: 'Business Leads', to: '/blu-leads' },
    { label: 'Free AI Guide', to: '/ai-download' },
    { label: 'Create Account', to: '/register' },
    { label: 'Login', to: '/login' },
  ] satisfies readonly Link[],
  supportLabel: 'Questions? Email us at',
  supportEmail: brand.supportEmail,
  copyright: `${brand.name}. All rights reserved.`,
} as const;
