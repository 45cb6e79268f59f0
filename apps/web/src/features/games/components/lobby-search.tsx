import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../../components/ui/icons';

/** The search box of a lobby: a labelled search input with a clear button. */
export function LobbySearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="lobby-search" role="search">
      <label htmlFor={id} className="sr-only">
        {t('games.searchLabel')}
      </label>
      <SearchGlyph />
      <input
        id={id}
        type="search"
        className="lobby-search__input"
        value={value}
        placeholder={t('games.searchPlaceholder')}
        maxLength={60}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => onChange(event.target.value)}
        data-testid="games-search"
      />
      {value ? (
        <button type="button" className="lobby-search__clear" onClick={() => onChange('')} aria-label={t('games.clearSearch')}>
          <CloseIcon size={16} />
        </button>
      ) : null}
    </div>
  );
}

const SearchGlyph = () => (
  <svg
    className="lobby-search__icon"
    width={18}
    height={18}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    aria-hidden="true"
  >
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-3.5-3.5" strokeLinecap="round" />
  </svg>
);
