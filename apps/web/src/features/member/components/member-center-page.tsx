import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { KeyIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/spinner';
import { WalletSummary } from '../../wallet/components/wallet-summary';
import { useMemberInfo } from '../../session/api/get-member-info';
import { AccountDetails } from './account-details';
import './member.css';

/** /member: the member centre's overview, the account and the wallet. The layout around it holds the navigation. */
export function MemberCenterPage({ onChangePassword }: { onChangePassword: () => void }) {
  const { t } = useTranslation();
  const info = useMemberInfo();

  let account;
  if (info.isPending) {
    account = (
      <div className="card member-card" aria-busy="true">
        <span role="status" className="sr-only">
          {t('common.loading')}
        </span>
        {[0, 1, 2, 3, 4].map((row) => (
          <Skeleton key={row} height={22} />
        ))}
      </div>
    );
  } else if (info.isError) {
    account = <ErrorState message={info.error.message} retryLabel={t('common.retry')} onRetry={() => void info.refetch()} />;
  } else {
    const member = info.data;
    account = (
      <div className="card member-card">
        <AccountDetails member={member} />
        <div className="member-card__actions">
          <Button variant="secondary" onClick={onChangePassword} data-testid="member-change-password">
            <KeyIcon size={16} />
            {t('password.title')}
          </Button>
          {member.isAgent ? (
            <Link to="/agentHome" className="ui-button ui-button--primary ui-button--md">
              {t('nav.agentCenter')}
            </Link>
          ) : null}
        </div>
      </div>
    );
  }

  return (
    <>
      <h1 className="page-title">{t('member.overviewTitle')}</h1>
      <WalletSummary />
      {account}
    </>
  );
}
