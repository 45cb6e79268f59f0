import { useTranslation } from 'react-i18next';
import { useGenericDialog } from '../../components/generic-dialog/generic-dialog-provider';
import { copyText } from '../../lib/copy-text';

/** Copies the member ID and answers with the copy_success dialog (spec 000 section 8), or says it failed. */
export function useCopyMemberId() {
  const { t } = useTranslation();
  const dialog = useGenericDialog();
  return async (id: number) => {
    const copied = await copyText(String(id));
    dialog.show(
      copied
        ? {
            icon: 'success',
            title: t('accountMenu.copySuccess'),
            message: t('accountMenu.copiedId', { id }),
            autoCloseMs: 2500,
            testId: 'copy-success',
          }
        : { icon: 'warning', title: t('accountMenu.copyFailedTitle'), message: t('common.copyFailed'), testId: 'copy-failed' },
    );
  };
}
