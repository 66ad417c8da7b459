// The product name is configured here and nowhere else: pages, emails, PDFs and the free
// guide all read it from this object, so a rename is a one-line change.
export interface Brand {
  name: string;
  tagline: string;
  siteUrl: string;
  siteDomain: string;
  supportEmail: string;
  communityUrl: string;
}

export const brand = {
  name: 'Agency Launchpad',
  tagline: 'Start, run and grow your Tech + AI agency',
  siteUrl: 'https://agency-launchpad.com',
  siteDomain: 'agency-launchpad.com',
  supportEmail: 'support@agency-launchpad.com',
  communityUrl: 'https://community.agency-launchpad.com',
} as const satisfies Brand;
