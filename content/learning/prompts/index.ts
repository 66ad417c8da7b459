import { accountingBookkeeping } from './accounting-bookkeeping';
import { coachingConsulting } from './coaching-consulting';
import { constructionTrades } from './construction-trades';
import { dentalMedical } from './dental-medical';
import { ecommerce } from './ecommerce';
import { fitnessStudios } from './fitness-studios';
import { homeServices } from './home-services';
import { hospitalityRentals } from './hospitality-rentals';
import { lawFirms } from './law-firms';
import { marketingAgencies } from './marketing-agencies';
import { nonprofits } from './nonprofits';
import { realEstate } from './real-estate';
import { restaurantsCafes } from './restaurants-cafes';
import { retailShops } from './retail-shops';
import { salonsSpas } from './salons-spas';
import type { IndustryLibrary, LibraryPrompt } from './types';

export type { IndustryLibrary, LibraryCategory, LibraryPrompt } from './types';

/**
 * The AI Toolbox's prompt library: one library per industry. Paid content: the server reads it
 * (server/src/features/prompt-library) and the client never imports this file.
 */
export const promptLibrary: readonly IndustryLibrary[] = [
  restaurantsCafes,
  retailShops,
  ecommerce,
  realEstate,
  hospitalityRentals,
  dentalMedical,
  fitnessStudios,
  salonsSpas,
  homeServices,
  constructionTrades,
  lawFirms,
  accountingBookkeeping,
  marketingAgencies,
  coachingConsulting,
  nonprofits,
];

export const promptsOf = (industry: IndustryLibrary): readonly LibraryPrompt[] =>
  industry.categories.flatMap((category) => category.prompts);

export const industryById = (id: string): IndustryLibrary | undefined =>
  promptLibrary.find((industry) => industry.id === id);
