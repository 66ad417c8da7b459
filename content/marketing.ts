// Copy for the public pages, one module per page so that each page downloads only its own
// words. Every price, percentage, date and promise is read from the catalogue so that the
// pages, the checkout and the server can never disagree.

export * from './marketing/types';
export * from './marketing/offer-facts';
export * from './marketing/landing';
export * from './marketing/toolbox-sales';
export * from './marketing/agency-sales';
export * from './marketing/free-guide';
export * from './page-meta';
