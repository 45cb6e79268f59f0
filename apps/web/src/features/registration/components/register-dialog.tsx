import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ui/alert';
import { Dialog } from '../../../components/ui/dialog';
import { LoadingBlock } from '../../../components/ui/spinner';
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from '../../../components/ui/tabs';
import { RestrictedNotice } from '../../../components/restricted-notice';
import { AuthSwitch } from '../../session/components/auth-switch';
import type { SessionOutcome } from '../../session/hooks/use-start-session';
import { useRegisterSettings } from '../../system/api/get-register-settings';
import { useRegistrationValidation } from '../../system/api/get-registration-validation';
import { RegisterForm } from './register-form';
import './register.css';

interface RegisterDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSuccess: (outcome: SessionOutcome) => void;
  onSwitchToLogin: () => void;
  /** From ?referralCode= on /register: pre-fills the invitation code. */
  referralCode: string | undefined;
}

/**
 * The register popup: the username and mobile tabs the brand offers (mobile first when
 * MOBILENUMREG3 is on). The forms are built from the brand's field rules, so they wait for them.
 */
export function RegisterDialog({ open, onOpenChange, onSuccess, onSwitchToLogin, referralCode }: RegisterDialogProps) {
  const { t } = useTranslation();
  const validation = useRegistrationValidation();
  const settings = useRegisterSettings();
  const failed = validation.error ?? settings.error;

  let body;
  if (validation.data && settings.data) {
    const { registerTabs, defaultRegisterTab } = settings.data;
    body =
      registerTabs.length === 0 ? (
        <p className="muted" data-testid="register-closed">
          {t('registerForm.closed')}
        </p>
      ) : (
        <TabsRoot defaultValue={defaultRegisterTab}>
          {/* One way to register needs no tab to choose it. */}
          <TabsList aria-label={t('register.methods')} hidden={registerTabs.length < 2}>
            {registerTabs.map((tab) => (
              <TabsTrigger key={tab} value={tab} data-testid={`register-tab-${tab}`}>
                {tab === 'mobile' ? t('registerForm.tab') : t('register.byUsername')}
              </TabsTrigger>
            ))}
          </TabsList>
          {registerTabs.map((tab) => (
            <TabsContent key={tab} value={tab}>
              <RegisterForm
                method={tab}
                config={validation.data}
                settings={settings.data}
                referralCode={referralCode}
                onSuccess={onSuccess}
              />
            </TabsContent>
          ))}
        </TabsRoot>
      );
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
      {body}
      <RestrictedNotice />
    </Dialog>
  );
}
