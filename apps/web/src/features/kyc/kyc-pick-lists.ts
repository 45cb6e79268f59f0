import { useTranslation } from 'react-i18next';
import { ID_TYPES, NATIONALITIES, NATURES_OF_WORK, SOURCES_OF_INCOME } from '@panalo/contract/kyc';

/** The four pick-lists of the personal-info step, as {value, label} in the user's language. */
export type PickListName = 'idType' | 'nationality' | 'sourceOfIncome' | 'occupation';

export interface PickOption {
  value: string;
  label: string;
}

/**
 * ID types, sources of income and natures of work are translated (the contract keeps the spec's
 * English as the fallback); nationalities stay in English, as Philippine ID documents print them.
 */
export function usePickLists(): Record<PickListName, PickOption[]> {
  const { t } = useTranslation();
  const idTypes = t('kycLists.idTypes', { returnObjects: true }) as Record<string, string>;
  const income = t('kycLists.sourceOfIncome', { returnObjects: true }) as Record<string, string>;
  const work = t('kycLists.natureOfWork', { returnObjects: true }) as Record<string, string>;
  return {
    idType: ID_TYPES.map(({ value, label }) => ({ value: String(value), label: idTypes[String(value)] ?? label })),
    nationality: NATIONALITIES.map(({ key, name }) => ({ value: key, label: name })),
    sourceOfIncome: SOURCES_OF_INCOME.map(({ value, label }) => ({ value: String(value), label: income[String(value)] ?? label })),
    occupation: NATURES_OF_WORK.map(({ value, label }) => ({ value: String(value), label: work[String(value)] ?? label })),
  };
}
