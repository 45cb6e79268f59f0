import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { ShieldIcon } from '../../../components/ui/icons';
import { ExternalLinkIcon } from '../../../components/ui/shell-icons';
import { usePermission } from '../../system/api/get-permission';
import { brandResources } from '../../system/brand-resources';
import './content.css';

/** The legal licence popup: who licenses the brand, the licence number and the regulator's site. */
export function LegalLicenseDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const permission = usePermission();
  const resources = brandResources(permission.data);
  const brand = permission.data?.merchantName ?? 'Panalo';
  const regulator = resources.regulatorName ?? t('legal.regulatorDefault');
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('legal.title')} testId="legal-dialog">
      <div className="legal">
        <div className="legal__seal" aria-hidden="true">
          <ShieldIcon size={34} />
        </div>
        <p>{t('legal.text', { brand, regulator })}</p>
        <dl className="legal__facts">
          <div>
            <dt>{t('legal.regulator')}</dt>
            <dd>{regulator}</dd>
          </div>
          <div>
            <dt>{t('legal.licenseNumber')}</dt>
            <dd data-testid="legal-license-number">{resources.licenseNumber ?? t('legal.notPublished')}</dd>
          </div>
        </dl>
        <p className="muted">{t('legal.restricted')}</p>
        {resources.regulatorUrl ? (
          <a
            className="ui-button ui-button--secondary ui-button--md"
            href={resources.regulatorUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('legal.visitRegulator')}
            <ExternalLinkIcon size={16} />
          </a>
        ) : null}
      </div>
    </Dialog>
  );
}
