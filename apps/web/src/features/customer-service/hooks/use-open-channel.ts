import { useTranslation } from 'react-i18next';
import type { CustomerServiceItem } from '@panalo/contract/system';
import { useGenericDialog } from '../../../components/generic-dialog/generic-dialog-provider';
import { openCustomerService } from '../open-customer-service';

/**
 * Opens a customer-service channel in its 440 x 750 window; a blocked popup or a bad address is
 * told in the generic dialog (spec 000 section 8: "Popup blocked. Allow and try again").
 */
export function useOpenChannel() {
  const { t } = useTranslation();
  const dialog = useGenericDialog();
  return (item: CustomerServiceItem) => {
    const result = openCustomerService(item);
    if (result === 'opened') return;
    dialog.show({
      icon: 'warning',
      title: t('customerService.button'),
      message: result === 'blocked' ? t('customerService.popupBlocked') : t('customerService.unavailable'),
      testId: 'customer-service-problem',
    });
  };
}
