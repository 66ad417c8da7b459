import { endpoint } from './endpoint';

/** The growth kits' call. */
export const growthKitApi = {
  getKit: endpoint('GET', '/api/growth/kits/:kitId'),
} as const;
