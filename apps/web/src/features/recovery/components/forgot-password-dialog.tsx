import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGenericDialog } from '../../../components/generic-dialog/generic-dialog-provider';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from '../../../components/ui/tabs';
import type { SessionOutcome } from '../../session/hooks/use-start-session';
import { ForgotByEmailForm } from './forgot-by-email-form';
import { ForgotByPhoneForm } from './forgot-by-phone-form';
import './recovery.css';

interface ForgotPasswordDialogProps {
  open: boolean;
  /** Which ways the brand offers (CHNGPASSMAIL3, CHNGPASSVERIF3). */
  methods: { email: boolean; phone: boolean };
  onClose: () => void;
  onBackToLogin: () => void;
  /** Phone recovery ends logged in. */
  onLoggedIn: (outcome: SessionOutcome) => void;
}

/**
 * The forgot-password popup: by e-mail (a one-time link) and by phone (SMS code, new password,
 * automatic log-in). E-mail success shows a confirmation and closes (spec 000 section 4).
 */
export function ForgotPasswordDialog({ open, methods, onClose, onBackToLogin, onLoggedIn }: ForgotPasswordDialogProps) {
  const { t } = useTranslation();
  const dialog = useGenericDialog();
  const [sent, setSent] = useState(false);
  const tabs = (['email', 'phone'] as const).filter((method) => methods[method]);

  // The popup gives way to the confirmation and closes with it, so no other popup (the
  // disclaimer) slips in between.
  const onSent = (minutes: number) => {
    setSent(true);
    dialog.show({
      icon: 'success',
      title: t('forgotPassword.sentTitle'),
      message: t('forgotPassword.sentText', { count: minutes }),
      testId: 'forgot-sent',
      onClose: () => {
        setSent(false);
        onClose();
      },
    });
  };

  return (
    <Dialog
      open={open && !sent}
      // While the confirmation shows, focus moving to it is not a request to close.
      onOpenChange={(next) => !next && !sent && onClose()}
      title={t('forgotPassword.title')}
      testId="forgot-dialog"
    >
      {tabs.length > 0 ? (
        <TabsRoot defaultValue={tabs[0]}>
          <TabsList aria-label={t('forgotPassword.methods')}>
            {tabs.map((tab) => (
              <TabsTrigger key={tab} value={tab} data-testid={`forgot-tab-${tab}`}>
                {t(`forgotPassword.by.${tab}`)}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="email">
            <ForgotByEmailForm onSent={onSent} />
          </TabsContent>
          <TabsContent value="phone">
            <ForgotByPhoneForm onLoggedIn={onLoggedIn} />
          </TabsContent>
        </TabsRoot>
      ) : (
        <p className="muted">{t('forgotPassword.unavailable')}</p>
      )}
      <Button variant="ghost" block onClick={onBackToLogin} data-testid="forgot-back">
        {t('forgotPassword.backToLogin')}
      </Button>
    </Dialog>
  );
}
