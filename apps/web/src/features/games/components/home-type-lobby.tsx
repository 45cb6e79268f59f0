import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { GameType } from '@panalo/contract/games';
import type { GameArea } from '../game-areas';
import type { GamePageFilter } from '../api/get-game-page';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useLobbyVendors } from '../hooks/use-vendors';
import { HomePagedGames } from './home-paged-games';
import { LobbySearch } from './lobby-search';
import { VendorBar } from './vendor-bar';
import './lobby.css';

/** The search asks the server once typing pauses this long (as on the lobby pages). */
const SEARCH_DEBOUNCE_MS = 350;

/** The address of a home tab and, in a type's tab, one of its vendors. */
export const homeTabSearch = (tab: string, vassalage?: string): string =>
  `?${new URLSearchParams({ tab, ...(vassalage ? { vassalage } : {}) }).toString()}`;

/**
 * A game type's tab on the home page (spec 001 section 2, the per-type vendor lobby): the vendor
 * bar (all, then the type's vendors; the choice is kept in the address with the tab), a search by
 * name, and 18 games a page. Arena types (sports books, cockfight) list their vendors' entry cards.
 */
export function HomeTypeLobby({ area, gameType }: { area: GameArea; gameType: GameType }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const vassalage = params.get('vassalage')?.trim().toUpperCase() || undefined;
  const { vendors } = useLobbyVendors(gameType);
  const entries = area.vendorEntries === true;
  const [search, setSearch] = useState('');
  const gameName = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const filter: GamePageFilter = {
    gameType,
    vassalage,
    gameName: gameName || undefined,
    isGame: area.vendorEntries ? 'VASSALAGE' : undefined,
  };
  // Another vendor or search starts again at page 1.
  const filterKey = `${vassalage ?? ''}|${filter.gameName ?? ''}`;
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;

  return (
    <div className="home-lobby" data-testid={`home-lobby-${gameType}`}>
      {(entries ? vassalage : vendors.length > 1 || vassalage) ? (
        <VendorBar area={area} vendors={vendors} selected={vassalage} hrefOf={(code) => homeTabSearch(gameType, code)} />
      ) : null}
      <HomePagedGames
        filter={filter}
        page={page}
        onPage={(next) => setPaging({ filterKey, page: next })}
        variant={entries ? 'entries' : 'tiles'}
        tools={entries ? null : <LobbySearch value={search} onChange={setSearch} />}
        empty={
          <>
            <p>{filter.gameName ? t('games.emptyFiltered') : t('games.empty')}</p>
            {filter.gameName ? (
              <button type="button" className="ui-button ui-button--secondary ui-button--sm" onClick={() => setSearch('')}>
                {t('games.clearSearch')}
              </button>
            ) : null}
          </>
        }
      />
    </div>
  );
}

/** The Hot tab: every hot game of the brand, 18 a page like a type's lobby. */
export function HomeHotLobby() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  return (
    <div className="home-lobby" data-testid="home-lobby-hot">
      <HomePagedGames filter={HOT} page={page} onPage={setPage} empty={<p>{t('games.empty')}</p>} />
    </div>
  );
}

const HOT: GamePageFilter = { selectType: 'HOT' };

/** The New tab (spec 001 section 3, select type NEW): every game of the brand, the newest first, 18 a page. */
export function HomeNewLobby() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  return (
    <div className="home-lobby" data-testid="home-lobby-new">
      <HomePagedGames filter={NEW} page={page} onPage={setPage} empty={<p>{t('games.empty')}</p>} />
    </div>
  );
}

const NEW: GamePageFilter = { selectType: 'NEW' };
