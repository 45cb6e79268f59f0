import type { ComponentType, SVGProps } from 'react';
import type { GameType } from '@panalo/contract/games';
import {
  CardsIcon,
  CockfightIcon,
  EsportsIcon,
  FishIcon,
  GiftIcon,
  LiveIcon,
  LotteryIcon,
  SlotsIcon,
  SportsIcon,
  StarIcon,
  TicketIcon,
} from '../../components/ui/game-icons';

export type GameAreaKey =
  'sports' | 'esports' | 'live' | 'rng' | 'fish' | 'pvp' | 'lott' | 'elott' | 'cockfight' | 'promotions' | 'pointMall';

export interface GameArea {
  key: GameAreaKey;
  path: string;
  Icon: ComponentType<SVGProps<SVGSVGElement> & { size?: number }>;
  /** Shown as a lobby card on the home page (the promotions and mall are sections, not lobbies). */
  lobby: boolean;
  /** The catalogue's game type behind a lobby; none for the sections. */
  gameType: GameType | null;
  /** Its vendors are lobby entries (sports books, cockfight arenas): shown as large vendor cards. */
  vendorEntries?: boolean;
}

/** The game centres and lists of spec 000 section 2, in menu order. Labels live in i18n (areas.*). */
export const GAME_AREAS: readonly GameArea[] = [
  { key: 'sports', path: '/sports', Icon: SportsIcon, lobby: true, gameType: 'SPORTS', vendorEntries: true },
  { key: 'esports', path: '/esports', Icon: EsportsIcon, lobby: true, gameType: 'ESPORTS', vendorEntries: true },
  { key: 'live', path: '/live', Icon: LiveIcon, lobby: true, gameType: 'LIVE' },
  { key: 'rng', path: '/rng', Icon: SlotsIcon, lobby: true, gameType: 'RNG' },
  { key: 'fish', path: '/fish', Icon: FishIcon, lobby: true, gameType: 'FISH' },
  { key: 'pvp', path: '/pvp', Icon: CardsIcon, lobby: true, gameType: 'PVP' },
  { key: 'lott', path: '/lott', Icon: LotteryIcon, lobby: true, gameType: 'LOTT' },
  { key: 'elott', path: '/elott', Icon: TicketIcon, lobby: true, gameType: 'ELOTT' },
  { key: 'cockfight', path: '/cockfight', Icon: CockfightIcon, lobby: true, gameType: 'COCKFIGHT', vendorEntries: true },
  { key: 'promotions', path: '/promotions', Icon: GiftIcon, lobby: false, gameType: null },
  { key: 'pointMall', path: '/pointMall', Icon: StarIcon, lobby: false, gameType: null },
];

export const gameAreaOf = (key: GameAreaKey): GameArea | undefined => GAME_AREAS.find((area) => area.key === key);

/** The lobby of a game type (a favourite or hot game links back to where it lives). */
export const areaOfGameType = (gameType: GameType): GameArea | undefined => GAME_AREAS.find((area) => area.gameType === gameType);
