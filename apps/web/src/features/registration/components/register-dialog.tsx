import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ui/alert';
import { Dialog } from '../../../components/ui/dialog';
import { LoadingBlock } from '../../../components/ui/spinner';
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from '../../../components/ui/tabs';
import { RestrictedNotice } from '../../../components/restricted-notice';
import { AuthSwitch } from '../../session/components/login-dialog';
import type { SessionOutcome } from '../../session/hooks/use-start-session';
import { useRegisterSettings } from '../../system/api/get-register-settings';
import { useRegistrationValidation } from '../../system/api/get-registration-validation';
import { RegisterForm } from './register-form';

interface RegisterDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSuccess: (outcome: SessionOutcome) => void;
  onSwitchToLogin: () => void;
  /** From ?referralCode= on /register: pre-fills the invitation code. */
  referralCode: string | undefined;
}

/** The register popup: the form is built from the brand's field rules, so it waits for them. */
export function RegisterDialog({ open, onOpenChange, onSuccess, onSwitchToLogin, referralCode }: RegisterDialogProps) {
  const { t } = useTranslation();
  const validation = useRegistrationValidation();
  const settings = useRegisterSettings();
  const failed = validation.error ?? settings.error;

  let body;
  if (validation.data && settings.data) {
    body = <RegisterForm config={validation.data} settings={settings.data} referralCode={referralCode} onSuccess={onSuccess} />;
  } else if (failed) {
    const retry = () => {
      if (validation.error) void validation.refetch();
      if (settings.error) void settings.refetch();
    };
    body = <ErrorState message={failed.message} retryLabel={t('common.retry')} onRetry={retry} />;
  } else {
    body = <LoadingBlock label={t('common.loading')} />;
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('register.title')} testId="register-dialog">
      <AuthSwitch active="register" onSwitch={onSwitchToLogin} />
      <TabsRoot defaultValue="username">
        <TabsList aria-label={t('register.methods')}>
          <TabsTrigger value="username">{t('register.byUsername')}</TabsTrigger>
        </TabsList>
        <TabsContent value="username">{body}</TabsContent>
      </TabsRoot>
      <RestrictedNotice />
    </Dialog>
  );
}
