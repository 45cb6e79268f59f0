import { LANGUAGES } from '@panalo/contract/constants';
import { useI18n } from '../lib/i18n';
import type { GroupFormApi } from './settings-fields';

/** The player site's languages: one checkbox per language the site has, and the default among those offered. */
export function LanguagesFields({ form }: { form: GroupFormApi<'languages'> }) {
  const { t } = useI18n();
  const { offered, default: fallback } = form.draft;
  const name = (language: (typeof LANGUAGES)[number]) => t(`settings.languages.${language}`);
  const toggle = (language: (typeof LANGUAGES)[number], on: boolean) =>
    form.set(
      ['offered'],
      LANGUAGES.filter((each) => (each === language ? on : offered.includes(each))),
    );
  const offeredError = form.errorOf(['offered']);
  const defaultError = form.errorOf(['default']);
  return (
    <>
      <fieldset aria-describedby={offeredError ? 'setting-languages-offered-error' : undefined}>
        <legend>{t('settings.languages.offered')}</legend>
        {LANGUAGES.map((language) => (
          <label key={language} className="check">
            <input
              type="checkbox"
              checked={offered.includes(language)}
              disabled={form.disabled}
              onChange={(event) => toggle(language, event.target.checked)}
            />
            <span>{name(language)}</span>
          </label>
        ))}
        {offeredError ? (
          <span className="error small" id="setting-languages-offered-error">
            {offeredError}
          </span>
        ) : null}
      </fieldset>
      <label className="field">
        <span>{t('settings.languages.default')}</span>
        <select
          value={fallback}
          disabled={form.disabled}
          aria-invalid={defaultError ? true : undefined}
          aria-describedby={`setting-languages-default-hint${defaultError ? ' setting-languages-default-error' : ''}`}
          onChange={(event) => form.set(['default'], event.target.value)}
        >
          {LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {name(language)}
            </option>
          ))}
        </select>
        <span className="muted small" id="setting-languages-default-hint">
          {t('settings.languages.hint')}
        </span>
        {defaultError ? (
          <span className="error small" id="setting-languages-default-error">
            {defaultError}
          </span>
        ) : null}
      </label>
    </>
  );
}
