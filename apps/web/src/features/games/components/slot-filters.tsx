import { useTranslation } from 'react-i18next';

export interface SlotFilterState {
  minBet: boolean;
  lines: boolean;
}

/** "1 or more" is minBet=100 (minor units); "25 or more lines" is minLineNum=25 (spec 001 section 9). */
export const SLOT_MIN_BET = 100;
export const SLOT_MIN_LINES = 25;

/** The slot lobby's two filters, as toggle chips. */
export function SlotFilters({ value, onChange }: { value: SlotFilterState; onChange: (value: SlotFilterState) => void }) {
  const { t } = useTranslation();
  return (
    <div className="chip-group" role="group" aria-label={t('games.filtersLabel')}>
      <button
        type="button"
        className="chip"
        aria-pressed={value.minBet}
        onClick={() => onChange({ ...value, minBet: !value.minBet })}
        data-testid="filter-min-bet"
      >
        {t('games.filterMinBet')}
      </button>
      <button
        type="button"
        className="chip"
        aria-pressed={value.lines}
        onClick={() => onChange({ ...value, lines: !value.lines })}
        data-testid="filter-lines"
      >
        {t('games.filterLines')}
      </button>
    </div>
  );
}
