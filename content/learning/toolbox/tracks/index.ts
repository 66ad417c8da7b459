import type { ToolboxTrack } from '../types';
import { basicsTrack } from './basics';
import { marketingTrack } from './marketing';
import { operationsTrack } from './operations';
import { salesTrack } from './sales';

/** The four tracks in dashboard order: The Basics, Sales, Marketing, Operations. */
export const toolboxTracks: readonly ToolboxTrack[] = [
  basicsTrack,
  salesTrack,
  marketingTrack,
  operationsTrack,
];
