import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@panalo/contract/error-codes';
import { useModals } from '../../../lib/modals/modals-context';
import { useGenericDialog } from '../../../components/generic-dialog/generic-dialog-provider';
import { currentLanguage } from '../../../lib/i18n';
import { loginNeededNotice } from '../../../lib/login-notice';
import { useCurrentMember } from '../../session/hooks/use-current-member';

/**
 * Playing and favourites need a real account (spec 001 sections 4, 6): a guest gets the login
 * popup saying "You are not logged in, please login" (or that the session expired), a trial account the in_need_true_account message with a confirm button. True when the
 * member may go on.
 */
export function useMemberGate(): () => boolean {
  const { t } = useTranslation();
  const { isLoggedIn, isTrial } = useCurrentMember();
  const { openLogin } = useModals();
  const dialog = useGenericDialog();
  return useCallback(() => {
    if (!isLoggedIn) {
      openLogin(loginNeededNotice());
      return false;
    }
    if (isTrial) {
      dialog.show({
        icon: 'warning',
        title: t('games.realAccountTitle'),
        message: errorMessage('NEED_TRUE_ACCOUNT', currentLanguage()),
        buttons: [{ label: t('games.confirm'), testId: 'need-true-account-confirm' }],
        testId: 'need-true-account',
      });
      return false;
    }
    return true;
  }, [isLoggedIn, isTrial, openLogin, dialog, t]);
}
