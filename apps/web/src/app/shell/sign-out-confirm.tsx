import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ui/dialog';
import { useLogout } from '../../features/session/api/logout';

/** The sign-out confirmation (cancel, confirm) for menus that offer sign-out as one of their items. */
export function SignOutConfirm({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('signOut.title')}
      message={t('signOut.message')}
      cancelLabel={t('common.cancel')}
      confirmLabel={t('signOut.confirm')}
      onConfirm={() => logout.mutate()}
      busy={logout.isPending}
      confirmTestId="signout-confirm"
    />
  );
}
