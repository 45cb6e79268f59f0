import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { ChangePasswordForm } from './change-password-form';

interface ChangePasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Forced after a login with an expired password: it cannot be dismissed, only signed out of. */
  forced: boolean;
  onChanged: (token: string | undefined) => void;
  onSignOut: () => void;
}

export function ChangePasswordDialog({ open, onOpenChange, forced, onChanged, onSignOut }: ChangePasswordDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('password.title')}
      description={forced ? t('password.expiredNotice') : undefined}
      dismissible={!forced}
      testId="change-password-dialog"
    >
      <ChangePasswordForm
        onChanged={onChanged}
        secondaryLabel={forced ? t('header.signOut') : t('common.cancel')}
        onSecondary={forced ? onSignOut : () => onOpenChange(false)}
      />
    </Dialog>
  );
}
