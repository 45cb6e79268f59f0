import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { GameClassify } from '@panalo/contract/games';
import { gameAreaOf, type GameArea, type GameAreaKey } from '../game-areas';
import { useClassifiesPresent } from '../api/get-classify-counts';
import { useGameList, type GameListFilter } from '../api/get-game-list';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useLobbyVendors } from '../hooks/use-vendors';
import { ClassifyTabs } from './classify-tabs';
import { PagedGames } from './game-grid';
import { LobbyPopular } from './lobby-popular';
import { LobbySearch } from './lobby-search';
import { SLOT_MIN_BET, SLOT_MIN_LINES, SlotFilters, type SlotFilterState } from './slot-filters';
import { VendorBar } from './vendor-bar';
import { LotteryBoard } from './lottery-board';
import './lobby.css';

/** The search asks the server once typing pauses this long. */
const SEARCH_DEBOUNCE_MS = 350;

/**
 * A game lobby (/live, /rng?vassalage=…, /sports, …): the vendor bar, the classify tabs, search and
 * (for slots) the bet and line filters over a grid of games loaded 42 at a time.
 */
export function GameLobbyPage({ areaKey, lead }: { areaKey: GameAreaKey; lead?: ReactNode }) {
  const area = gameAreaOf(areaKey);
  if (!area?.gameType) return null;
  return <Lobby area={area} gameType={area.gameType} lead={lead} />;
}

/** `lead`: what a lobby opens on above its games (the live casino's hosts), shown while no filter narrows the list. */
function Lobby({ area, gameType, lead }: { area: GameArea; gameType: NonNullable<GameArea['gameType']>; lead?: ReactNode }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const vassalage = params.get('vassalage')?.trim().toUpperCase() || undefined;
  const { vendors, isPending: vendorsPending } = useLobbyVendors(gameType);
  const entries = area.vendorEntries === true;

  const [search, setSearch] = useState('');
  const gameName = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [slots, setSlots] = useState<SlotFilterState>({ minBet: false, lines: false });
  // A classify chosen for one vendor is dropped when another vendor is chosen.
  const [pick, setPick] = useState<{ vassalage?: string; classify?: GameClassify }>({});
  const classify = pick.vassalage === vassalage ? pick.classify : undefined;
  // The classify tabs are probed once the lobby's own list has loaded: a lobby that cannot reach
  // the server shows its one error instead of nine probes failing behind it.
  const [listLoaded, setListLoaded] = useState(false);
  const present = useClassifiesPresent(gameType, vassalage, !entries && listLoaded);

  const filter: GameListFilter = {
    gameType,
    vassalage,
    gameClassify: classify && present.includes(classify) ? classify : undefined,
    gameName: gameName || undefined,
    minBet: gameType === 'RNG' && slots.minBet ? SLOT_MIN_BET : undefined,
    minLineNum: gameType === 'RNG' && slots.lines ? SLOT_MIN_LINES : undefined,
    // Arena lobbies list their vendors' cards; each card's popup lists the vendor's games.
    isGame: entries ? 'VASSALAGE' : undefined,
  };
  const list = useGameList(filter);
  if (list.isSuccess && !listLoaded) setListLoaded(true);
  const games = list.data?.pages.flatMap((page) => page.games) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;
  const filtered = Boolean(filter.gameName || filter.minBet || filter.minLineNum || filter.gameClassify);
  const vendorName = vendors.find((vendor) => vendor.vassalage === vassalage)?.displayName;
  const Icon = area.Icon;

  return (
    <div className="page lobby" data-testid={`lobby-page-${area.key}`}>
      <header className="lobby__head">
        <span className="lobby__icon">
          <Icon size={26} />
        </span>
        <div>
          <h1 className="page-title lobby__title">{t(`areas.${area.key}`)}</h1>
          {vendorName ? <p className="lobby__subtitle muted">{vendorName}</p> : null}
        </div>
      </header>
      {/* Where the vendors are the cards themselves, the bar is only the way back from one of them to all. */}
      {/* While the vendors load, the bar (with its "all" entry) keeps its room so the games do not jump down. */}
      {(entries ? vassalage : vendors.length > 1 || vassalage || vendorsPending) ? (
        <VendorBar area={area} vendors={vendors} selected={vassalage} />
      ) : null}
      {entries ? null : (
        <div className="lobby__tools">
          <ClassifyTabs present={present} selected={filter.gameClassify} onSelect={(next) => setPick({ vassalage, classify: next })} />
          <div className="lobby__filters">
            {gameType === 'RNG' ? <SlotFilters value={slots} onChange={setSlots} /> : null}
            <LobbySearch value={search} onChange={setSearch} />
          </div>
        </div>
      )}
      {!vassalage && !filtered ? lead : null}
      {/* The lottery lobbies open on the draws: each lottery's countdown and last results. */}
      {(gameType === 'LOTT' || gameType === 'ELOTT') && !filtered ? <LotteryBoard gameType={gameType} /> : null}
      <section
        aria-label={t('games.gamesLabel')}
        aria-busy={list.isFetching || undefined}
        className={list.isPlaceholderData ? 'lobby__games lobby__games--stale' : 'lobby__games'}
      >
        <PagedGames
          games={games}
          total={total}
          isPending={list.isPending}
          error={list.error}
          refetch={() => void list.refetch()}
          hasNextPage={list.hasNextPage}
          isFetchingNextPage={list.isFetchingNextPage}
          isFetchNextPageError={list.isFetchNextPageError}
          fetchNextPage={() => void list.fetchNextPage()}
          variant={entries ? 'entries' : 'tiles'}
          empty={
            <>
              <p>{filtered ? t('games.emptyFiltered') : t('games.empty')}</p>
              {filtered ? (
                <button
                  type="button"
                  className="ui-button ui-button--secondary ui-button--sm"
                  onClick={() => {
                    setSearch('');
                    setSlots({ minBet: false, lines: false });
                    setPick({});
                  }}
                >
                  {t('games.clearFilters')}
                </button>
              ) : null}
              {filtered ? <LobbyPopular gameType={gameType} /> : null}
            </>
          }
        />
      </section>
    </div>
  );
}
