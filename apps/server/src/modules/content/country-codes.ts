/**
 * Dialing codes the mobile fields offer (GET /wps/system/countryCodes). The Philippines comes
 * first (the brand's default dialing code is moved to the top when it is another); then the
 * countries where many Filipinos live and work, and the region, in alphabetical order.
 */
const COUNTRIES: [code: string, dialing: string][] = [
  ['PH', '63'],
  ['AE', '971'],
  ['AU', '61'],
  ['BH', '973'],
  ['BN', '673'],
  ['CA', '1'],
  ['CN', '86'],
  ['DE', '49'],
  ['ES', '34'],
  ['FR', '33'],
  ['GB', '44'],
  ['GU', '1'],
  ['HK', '852'],
  ['ID', '62'],
  ['IL', '972'],
  ['IN', '91'],
  ['IT', '39'],
  ['JP', '81'],
  ['KH', '855'],
  ['KR', '82'],
  ['KW', '965'],
  ['LA', '856'],
  ['MM', '95'],
  ['MO', '853'],
  ['MY', '60'],
  ['NZ', '64'],
  ['OM', '968'],
  ['QA', '974'],
  ['SA', '966'],
  ['SG', '65'],
  ['TH', '66'],
  ['TW', '886'],
  ['US', '1'],
  ['VN', '84'],
];

export function countryCodes(defaultDialingCode: string): { countryCode: string; countryDialingCode: string }[] {
  const all = COUNTRIES.map(([countryCode, countryDialingCode]) => ({ countryCode, countryDialingCode }));
  if (defaultDialingCode === '63') return all;
  // Several countries share +1; for it the United States is taken as the brand's.
  const wanted = defaultDialingCode === '1' ? 'US' : undefined;
  const index = all.findIndex((country) => (wanted ? country.countryCode === wanted : country.countryDialingCode === defaultDialingCode));
  if (index <= 0) return all;
  return [all[index]!, ...all.slice(0, index), ...all.slice(index + 1)];
}
