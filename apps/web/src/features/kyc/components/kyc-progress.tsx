import { useTranslation } from 'react-i18next';

export type KycStep = 0 | 1 | 2 | 3;
const STEPS = ['terms', 'start', 'info', 'upload'] as const;

/** Where the member is in the four steps (spec 000 section 2, KYC modal). */
export function KycProgress({ step }: { step: KycStep }) {
  const { t } = useTranslation();
  return (
    <ol className="kyc-progress" aria-label={t('kyc.progress', { step: step + 1, total: STEPS.length })}>
      {STEPS.map((name, index) => (
        <li
          key={name}
          className={`kyc-progress__step ${index < step ? 'kyc-progress__step--done' : ''}`}
          aria-current={index === step ? 'step' : undefined}
        >
          <span className="kyc-progress__dot" aria-hidden="true">
            {index + 1}
          </span>
          <span className="kyc-progress__label">{t(`kyc.steps.${name}`)}</span>
        </li>
      ))}
    </ol>
  );
}
