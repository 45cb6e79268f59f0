import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { GAME_TYPES, HOME_FAVOURITES_PAGE_SIZE, type GameType } from '@panalo/contract/games';
import { HistoryIcon, StarIcon } from '../../../components/ui/game-icons';
import { Icon, type IconProps } from '../../../components/ui/icons';
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from '../../../components/ui/tabs';
import { usePrefersReducedMotion } from '../../../components/ui/use-carousel';
import { useCurrentMember } from '../../session/hooks/use-current-member';
import { GAME_AREAS, areaOfGameType } from '../game-areas';
import { useGameMenusQuery } from '../api/get-game-menus';
import { useMemberGate } from '../hooks/use-member-gate';
import { AccountGames } from './account-games-page';
import { HomeOverview } from './home-overview';
import { HomeHotLobby, HomeNewLobby, HomeTypeLobby, homeTabSearch } from './home-type-lobby';
import './home-games.css';

/**
 * The game menu tabs of spec 001 section 2 with the select types of section 3 (ALL is Home, HOT,
 * NEW, FAV, RECENT), then one per game type. Favorite and recent need a real account.
 */
type HomeTab = 'home' | 'hot' | 'new' | 'favorite' | 'recent' | GameType;
const MEMBER_TABS: readonly string[] = ['favorite', 'recent'];

const isGameType = (value: string): value is GameType => (GAME_TYPES as readonly string[]).includes(value);

const HomeGlyph = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 11l8-7 8 7" />
    <path d="M6 9.5V20h12V9.5" />
    <path d="M10 20v-5h4v5" />
  </Icon>
);
const SparkGlyph = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 3v4M12 17v4M3 12h4M17 12h4M6 6l2.5 2.5M15.5 15.5 18 18M6 18l2.5-2.5M15.5 8.5 18 6" />
  </Icon>
);
const FlameGlyph = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 3c1 3.5 5 5.5 5 10a5 5 0 0 1-10 0c0-2.2 1-3.8 2.3-5 .2 1.6 1 2.6 2.2 3C11 8.5 11.3 5.6 12 3z" />
  </Icon>
);

/**
 * The home page's game menu: a tablist (arrow keys move between tabs, Enter or Space opens one, so
 * arrowing over Favorites does not ask a guest to log in), the chosen tab kept in the address
 * (?tab=RNG) so back and refresh keep it. Only the open tab is rendered: a tab's games are asked
 * for when it opens. A guest choosing Favorites or Recent stays on Home and gets the login popup; a trial
 * account gets the real-account message.
 */
export function HomeGameTabs() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const menus = useGameMenusQuery();
  const current = useCurrentMember();
  const gate = useMemberGate();
  const listRef = useRef<HTMLDivElement>(null);
  const reducedMotion = usePrefersReducedMotion();

  const offered = new Set(menus.data?.menus.filter((menu) => menu.vendors.length > 0).map((menu) => menu.gameType));
  const types = GAME_AREAS.flatMap((area) => (area.gameType && offered.has(area.gameType) ? [{ area, gameType: area.gameType }] : []));

  const asked = params.get('tab') ?? 'home';
  const tab = resolveTab(asked, {
    member: current.isLoggedIn && !current.isTrial,
    // Until the menus arrive a type in the address is taken on trust, so a refresh does not flash Home.
    typeOffered: (type) => (menus.isPending ? true : offered.has(type)),
  });

  // Each tab opened is a history entry that Back returns from; staying on the open tab adds none.
  const open = (next: HomeTab) => setParams(next === 'home' ? {} : new URLSearchParams(homeTabSearch(next)), { replace: next === tab });
  const choose = (value: string) => {
    if (MEMBER_TABS.includes(value) && !gate()) return open('home');
    open(value as HomeTab);
  };
  // "More" on a home row opens its tab: bring the tabs into view, where the new content starts.
  const showTabs = () =>
    window.requestAnimationFrame(() => listRef.current?.scrollIntoView({ block: 'start', behavior: reducedMotion ? 'auto' : 'smooth' }));
  // On a narrow screen the tabs scroll sideways: the open one (from the address, say) is brought into view.
  useEffect(() => {
    const list = listRef.current;
    const active = list?.querySelector<HTMLElement>('[data-state="active"]');
    if (!list || !active) return;
    const box = list.getBoundingClientRect();
    const item = active.getBoundingClientRect();
    if (item.left < box.left || item.right > box.right) list.scrollLeft += item.left - box.left - (box.width - item.width) / 2;
  }, [tab, types.length]);
  const typeArea = isGameType(tab) ? areaOfGameType(tab) : undefined;

  return (
    <TabsRoot value={tab} onValueChange={choose} activationMode="manual" className="home-tabs" data-testid="home-tabs">
      <TabsList ref={listRef} aria-label={t('homeGames.tabsLabel')} className="home-tabs__list">
        <Tab value="home" label={t('homeGames.tabs.home')} icon={<HomeGlyph size={18} />} />
        <Tab value="hot" label={t('homeGames.tabs.hot')} icon={<FlameGlyph size={18} />} />
        <Tab value="new" label={t('homeGames.tabs.new')} icon={<SparkGlyph size={18} />} />
        <Tab value="favorite" label={t('homeGames.tabs.favorite')} icon={<StarIcon size={18} />} />
        <Tab value="recent" label={t('homeGames.tabs.recent')} icon={<HistoryIcon size={18} />} />
        {types.map(({ area, gameType }) => (
          <Tab key={gameType} value={gameType} label={t(`areas.${area.key}`)} icon={<area.Icon size={18} />} />
        ))}
      </TabsList>
      <TabsContent key={tab} value={tab} className="home-tabs__panel" data-testid={`home-panel-${tab}`}>
        {tab === 'home' ? <HomeOverview types={types} onMore={showTabs} /> : null}
        {tab === 'hot' ? <HomeHotLobby /> : null}
        {tab === 'new' ? <HomeNewLobby /> : null}
        {tab === 'favorite' ? <AccountGames kind="favorite" pageSize={HOME_FAVOURITES_PAGE_SIZE} /> : null}
        {tab === 'recent' ? <AccountGames kind="recent" /> : null}
        {typeArea && isGameType(tab) ? <HomeTypeLobby area={typeArea} gameType={tab} /> : null}
      </TabsContent>
    </TabsRoot>
  );
}

function Tab({ value, label, icon }: { value: HomeTab; label: string; icon: ReactNode }) {
  return (
    <TabsTrigger value={value} className="home-tabs__tab" data-testid={`home-tab-${value}`}>
      {icon}
      <span>{label}</span>
    </TabsTrigger>
  );
}

function resolveTab(asked: string, can: { member: boolean; typeOffered: (type: GameType) => boolean }): HomeTab {
  if (asked === 'hot' || asked === 'new') return asked;
  if (MEMBER_TABS.includes(asked)) return can.member ? (asked as HomeTab) : 'home';
  if (isGameType(asked) && can.typeOffered(asked)) return asked;
  return 'home';
}
