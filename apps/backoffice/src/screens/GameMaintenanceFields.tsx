import type { GameMaintenanceEntry } from '@panalo/contract/brand-settings';
import { useI18n } from '../lib/i18n';
import type { GroupFormApi } from './settings-fields';

/** Local date and time for <input type="datetime-local"> from epoch milliseconds, and back (empty: null). */
const toLocalInput = (ms: number | null) =>
  ms === null ? '' : new Date(ms - new Date(ms).getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
const fromLocalInput = (text: string) => (text ? new Date(text).getTime() : null);

const NEW_ENTRY: GameMaintenanceEntry = { vendor: '', gameCode: null, startsAt: null, endsAt: null };

/**
 * The vendors and games in maintenance (settings.gameMaintenance): one row per entry with the
 * vendor code, an optional game code (empty: the whole vendor) and an optional window in the
 * staff member's local time. Checked with the contract's schema before saving (an end before the
 * start is refused), like every group.
 */
export function GameMaintenanceFields({ form }: { form: GroupFormApi<'gameMaintenance'> }) {
  const { t } = useI18n();
  const entries = form.draft.entries;
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const set = (index: number, key: keyof GameMaintenanceEntry, value: unknown) => form.set(['entries', index, key], value);
  return (
    <>
      {entries.length === 0 ? <p className="muted">{t('settings.games.empty')}</p> : null}
      {entries.map((entry, index) => {
        const error = (key: string) => form.errorOf(['entries', index, key]);
        const problems = ['vendor', 'gameCode', 'startsAt', 'endsAt'].map(error).filter(Boolean).join(' · ');
        return (
          <fieldset key={index} className="row-fields" data-testid="game-maintenance-entry">
            <legend>{t('settings.games.entry', { number: index + 1 })}</legend>
            <label className="field">
              <span>{t('settings.games.vendor')}</span>
              <input
                value={entry.vendor}
                disabled={form.disabled}
                aria-invalid={error('vendor') ? true : undefined}
                onChange={(event) => set(index, 'vendor', event.target.value.toUpperCase())}
              />
            </label>
            <label className="field">
              <span>{t('settings.games.gameCode')}</span>
              <input
                value={entry.gameCode ?? ''}
                disabled={form.disabled}
                aria-invalid={error('gameCode') ? true : undefined}
                onChange={(event) => set(index, 'gameCode', event.target.value.trim() || null)}
              />
            </label>
            {(['startsAt', 'endsAt'] as const).map((key) => (
              <label key={key} className="field">
                <span>{t(key === 'startsAt' ? 'settings.games.startsAt' : 'settings.games.endsAt')}</span>
                <input
                  type="datetime-local"
                  value={toLocalInput(entry[key])}
                  disabled={form.disabled}
                  title={zone}
                  aria-invalid={error(key) ? true : undefined}
                  onChange={(event) => set(index, key, fromLocalInput(event.target.value))}
                />
              </label>
            ))}
            {problems ? <span className="error small">{problems}</span> : null}
            {!form.disabled ? (
              <button
                type="button"
                className="ghost"
                onClick={() =>
                  form.set(
                    ['entries'],
                    entries.filter((_, other) => other !== index),
                  )
                }
              >
                {t('settings.games.remove', { number: index + 1 })}
              </button>
            ) : null}
          </fieldset>
        );
      })}
      {!form.disabled ? (
        <button type="button" onClick={() => form.set(['entries'], [...entries, NEW_ENTRY])}>
          {t('settings.games.add')}
        </button>
      ) : null}
    </>
  );
}
