import { useState } from 'react';
import { isForeignDialingCode } from '@panalo/contract/registration';
import { useCountryCodes, type CountryCodes } from './api/get-country-codes';
import { useRegisterSettings } from './api/get-register-settings';

export interface DialingCountry {
  /** The countries offered, the brand's own first (empty until loaded: the brand's code is used meanwhile). */
  countries: CountryCodes;
  /** The chosen country (ISO code); several share +1, so the country is what is chosen. */
  country: string;
  setCountry: (country: string) => void;
  /** The chosen country's dialing code, without "+". */
  dialingCode: string;
  /** Another country than the brand's own: its numbers follow that country's plan, checked by the server. */
  foreign: boolean;
}

/** The country of a form's mobile field: the brand's own by default (+63), any listed one by choice. */
export function useDialingCountry(): DialingCountry {
  const home = (useRegisterSettings().data?.defaultCountryDialingCode ?? '63').replace(/^\+/, '');
  const countries = useCountryCodes().data ?? [];
  const [chosen, setCountry] = useState<string | null>(null);
  const entry = countries.find((item) => item.countryCode === chosen) ?? countries[0];
  const dialingCode = entry?.countryDialingCode ?? home;
  return { countries, country: entry?.countryCode ?? '', setCountry, dialingCode, foreign: isForeignDialingCode(dialingCode, home) };
}
