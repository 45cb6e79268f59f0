import { i18n } from '../../lib/i18n';

/**
 * The altcha widget is loaded only when a form needs it (the brand turned a scene on), so visitors
 * of brands without human checks never download it. Its texts come from our translations: the
 * widget has no Tagalog of its own.
 */
let loading: Promise<void> | null = null;

export function loadAltcha(): Promise<void> {
  loading ??= import('altcha').then(() => {
    for (const language of ['en', 'tl'] as const) {
      const t = i18n.getFixedT(language);
      globalThis.$altcha.i18n.set(language, {
        ...globalThis.$altcha.i18n.get('en'),
        ariaLinkLabel: 'ALTCHA',
        error: t('humanCheck.failed'),
        expired: t('humanCheck.expired'),
        footer: '',
        label: t('humanCheck.label'),
        loading: t('common.loading'),
        reload: t('common.retry'),
        verificationRequired: t('humanCheck.required'),
        verified: t('humanCheck.verified'),
        verifying: t('humanCheck.verifying'),
        waitAlert: t('humanCheck.verifying'),
      });
    }
  });
  return loading;
}
