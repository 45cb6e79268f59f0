import { useTranslation } from 'react-i18next';
import { KeyIcon } from '../../../components/ui/icons';
import { PaymentPasswordForm } from './payment-password-form';

/** Shown in place of a money form while the member has no withdrawal PIN yet. */
export function PaymentPasswordSetup({ intro }: { intro?: string }) {
  const { t } = useTranslation();
  return (
    <section className="card wallet-form wallet-narrow" aria-labelledby="pin-setup-title" data-testid="pin-setup">
      <h2 id="pin-setup-title" className="panel-title panel-title--icon">
        <KeyIcon size={20} />
        {t('paymentPassword.setTitle')}
      </h2>
      <p className="muted wallet-form__note">{intro ?? t('paymentPassword.setIntro')}</p>
      {/* The config query refetches on success, which replaces this card with the form it guards. */}
      <PaymentPasswordForm mode="set" onDone={() => undefined} />
    </section>
  );
}
