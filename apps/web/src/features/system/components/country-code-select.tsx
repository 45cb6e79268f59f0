import './country-code-select.css';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../lib/i18n';
import type { DialingCountry } from '../use-dialing-country';

/**
 * The dialing-code picker at the start of a mobile field: the country's ISO code and dialing code
 * shown (flag emoji are not drawn on every system, Windows among them), the country's name too in
 * the list (in the page's language). Until the list loads it offers the brand's code alone.
 */
export function CountryCodeSelect({ dialing, testId }: { dialing: DialingCountry; testId?: string }) {
  const { t } = useTranslation();
  const countries = dialing.countries.length > 0 ? dialing.countries : [{ countryCode: '', countryDialingCode: dialing.dialingCode }];
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([currentLocale()], { type: 'region' });
  } catch {
    names = null;
  }
  return (
    <select
      className="country-code-select"
      aria-label={t('register.countryCode')}
      value={dialing.country}
      onChange={(event) => dialing.setCountry(event.target.value)}
      data-testid={testId}
    >
      {countries.map((country) => (
        <option key={country.countryCode} value={country.countryCode}>
          {country.countryCode
            ? `${country.countryCode} +${country.countryDialingCode} · ${names?.of(country.countryCode) ?? country.countryCode}`
            : `+${country.countryDialingCode}`}
        </option>
      ))}
    </select>
  );
}
