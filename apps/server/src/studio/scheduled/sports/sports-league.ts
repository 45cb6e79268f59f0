import type { Game } from '@panalo/contract/games';
import {
  isEsport,
  leagueOfCode,
  SPORTS_LEAGUES,
  type SportsFixture,
  type SportsLeague,
  type SportsMarket,
} from '@panalo/contract/fair/studio-sports';
import type { ScheduledLine } from '../scheduled-game';

/** The entry's league: the code's last part names it (contract SCHEDULED_GAME_RULES plays only those); else its kind's first. */
export function leagueOf(entry: Pick<Game, 'gameCode' | 'gameType'>): SportsLeague {
  const named = leagueOfCode(entry.gameCode);
  if (named) return named;
  const esports = entry.gameType === 'ESPORTS';
  return SPORTS_LEAGUES.find((league) => isEsport(league.sport) === esports)!;
}

export interface SportsLine extends ScheduledLine {
  league: SportsLeague;
}

/** A leg's pick: the market and, for reading it later, the fixture it is on. */
export interface SportsPick {
  market: SportsMarket;
  home: string;
  away: string;
  league: string;
  sport: SportsFixture['sport'];
  totalTenths: number;
}
