import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import type { PickOption } from '../kyc-pick-lists';

interface PickListDialogProps {
  open: boolean;
  title: string;
  options: PickOption[];
  selected: string;
  onPick: (value: string) => void;
  onClose: () => void;
  testId: string;
}

/**
 * The popup a pick-list opens in (spec 000 section 2: "pick-lists open in a popup"). Long lists
 * (nationality) get a search box; each choice is a button, the current one marked.
 */
export function PickListDialog({ open, title, options, selected, onPick, onClose, testId }: PickListDialogProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const searchable = options.length > 12;
  const shown = useMemo(() => {
    const needle = query.trim().toLowerCase();
    return needle ? options.filter((option) => option.label.toLowerCase().includes(needle)) : options;
  }, [options, query]);

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title={title} size="sm" testId={testId}>
      {searchable ? (
        <input
          type="search"
          className="ui-field__input kyc-pick__search"
          placeholder={t('kyc.info.search')}
          aria-label={t('kyc.info.search')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          data-testid={`${testId}-search`}
        />
      ) : null}
      <ul className="kyc-pick__list" aria-label={title}>
        {shown.map((option) => (
          <li key={option.value}>
            <button
              type="button"
              className="kyc-pick__option"
              aria-pressed={option.value === selected}
              data-autofocus={option.value === selected || undefined}
              onClick={() => {
                setQuery('');
                onPick(option.value);
              }}
            >
              {option.label}
            </button>
          </li>
        ))}
      </ul>
      {shown.length === 0 ? <p className="muted">{t('kyc.info.noMatch')}</p> : null}
    </Dialog>
  );
}
