import type { ComponentType, SVGProps } from 'react';
import {
  CardsIcon,
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

export type GameAreaKey = 'sports' | 'esports' | 'live' | 'rng' | 'fish' | 'pvp' | 'lott' | 'elott' | 'promotions' | 'pointMall';

export interface GameArea {
  key: GameAreaKey;
  path: string;
  Icon: ComponentType<SVGProps<SVGSVGElement> & { size?: number }>;
  /** Shown as a lobby card on the home page (the promotions and mall are sections, not lobbies). */
  lobby: boolean;
}

/** The game centres and lists of spec 000 section 2, in menu order. Labels live in i18n (areas.*). */
export const GAME_AREAS: readonly GameArea[] = [
  { key: 'sports', path: '/sports', Icon: SportsIcon, lobby: true },
  { key: 'esports', path: '/esports', Icon: EsportsIcon, lobby: true },
  { key: 'live', path: '/live', Icon: LiveIcon, lobby: true },
  { key: 'rng', path: '/rng', Icon: SlotsIcon, lobby: true },
  { key: 'fish', path: '/fish', Icon: FishIcon, lobby: true },
  { key: 'pvp', path: '/pvp', Icon: CardsIcon, lobby: true },
  { key: 'lott', path: '/lott', Icon: LotteryIcon, lobby: true },
  { key: 'elott', path: '/elott', Icon: TicketIcon, lobby: true },
  { key: 'promotions', path: '/promotions', Icon: GiftIcon, lobby: false },
  { key: 'pointMall', path: '/pointMall', Icon: StarIcon, lobby: false },
];
