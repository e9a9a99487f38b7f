// What the directory knows about the Waterloo provider without loading it: its provider module
// parses HTML with parse5 and is imported on its first call (lib/directory/index.ts).
import { EASTERN } from './time-zone.js';
import type { DirectoryProvider } from './types.js';

export const WATERLOO_IDENTITY = {
  id: 'waterloo',
  name: 'University of Waterloo',
  reserveDetail: 'groups',
  // Waterloo, Ontario. Its terms page lists the current terms without dates, so nothing is
  // computed from them today; the zone is declared for any date the provider reads later.
  timeZone: EASTERN,
} as const satisfies Pick<DirectoryProvider, 'id' | 'name' | 'reserveDetail' | 'timeZone'>;
