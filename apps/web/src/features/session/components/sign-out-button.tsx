import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { LogoutIcon } from '../../../components/ui/icons';
import { useLogout } from '../api/logout';

interface SignOutButtonProps {
  testId?: string;
  variant?: 'secondary' | 'ghost';
  block?: boolean;
}

/** Sign out after a confirmation (cancel / confirm); the session ends and the app goes home. */
export function SignOutButton({ testId = 'header-signout', variant = 'ghost', block }: SignOutButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const logout = useLogout();

  // The button unmounts once the session is gone; the hook itself goes home.
  const confirm = () => logout.mutate();

  return (
    <>
      <Button variant={variant} size="sm" block={block} onClick={() => setOpen(true)} data-testid={testId}>
        <LogoutIcon size={16} />
        {t('header.signOut')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('signOut.title')}
        message={t('signOut.message')}
        cancelLabel={t('common.cancel')}
        confirmLabel={t('signOut.confirm')}
        onConfirm={confirm}
        busy={logout.isPending}
        confirmTestId="signout-confirm"
      />
    </>
  );
}
