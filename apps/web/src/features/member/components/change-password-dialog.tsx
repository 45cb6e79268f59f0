import { useTranslation } from 'react-i18next';
import { useSession, sessionStore } from '../../../lib/session-store';
import { Dialog } from '../../../components/ui/dialog';
import { ChangePasswordForm } from './change-password-form';

interface ChangePasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Forced after a login whose password must change: it cannot be dismissed, only signed out of. */
  forced: boolean;
  onChanged: (token: string | undefined) => void;
  onSignOut: () => void;
}

export function ChangePasswordDialog({ open, onOpenChange, forced, onChanged, onSignOut }: ChangePasswordDialogProps) {
  const { t } = useTranslation();
  const { passwordChangeReason } = useSession();
  // Say why it is forced; the password typed at this log-in is not asked for again.
  const notice = { default: t('password.defaultNotice'), assigned: t('password.assignedNotice'), expired: t('password.expiredNotice') };
  const knownPassword = forced ? (sessionStore.typedPassword() ?? undefined) : undefined;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('password.title')}
      description={forced ? notice[passwordChangeReason ?? 'expired'] : undefined}
      dismissible={!forced}
      testId="change-password-dialog"
    >
      <ChangePasswordForm
        knownPassword={knownPassword}
        onChanged={onChanged}
        secondaryLabel={forced ? t('header.signOut') : t('common.cancel')}
        onSecondary={forced ? onSignOut : () => onOpenChange(false)}
      />
    </Dialog>
  );
}
