import type { LiveTable } from '@panalo/contract/fair/studio-live';
import type { StudioTableBase } from './kind';

/** A live table as the rules (live.ts) draw it from an entry and the page (live-page.ts) shows it. */
export interface LiveTableView extends StudioTableBase {
  kind: 'live';
  game: LiveTable;
  /** The largest stake on one spot. */
  maxSpot: number;
}
