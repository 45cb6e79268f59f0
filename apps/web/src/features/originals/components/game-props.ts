import type { OriginalsPlayValue, OriginalsRound } from '@panalo/contract/originals';

/** What every game's table gets: the last round of this screen, and a way to play the next. */
export interface GameProps {
  currency: string;
  busy: boolean;
  last: OriginalsPlayValue | undefined;
  play: (round: OriginalsRound) => void;
}
