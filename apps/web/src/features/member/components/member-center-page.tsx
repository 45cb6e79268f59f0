import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState, FormAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { KeyIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/spinner';
import { useMemberInfo } from '../api/get-member-info';
import { AccountDetails } from './account-details';
import './member.css';

/** /member: the member centre. For now it shows the account; wallet, history and more follow. */
export function MemberCenterPage({ onChangePassword }: { onChangePassword: () => void }) {
  const { t } = useTranslation();
  const info = useMemberInfo();

  let body;
  if (info.isPending) {
    body = (
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
    body = <ErrorState message={info.error.message} retryLabel={t('common.retry')} onRetry={() => void info.refetch()} />;
  } else if (info.data.isTrial) {
    // Trial accounts have no member centre (spec 000 section 6): they are asked to register.
    body = (
      <>
        <FormAlert tone="info" message={t('member.trialNotice')} />
        <Link to="/register" className="ui-button ui-button--primary ui-button--md">
          {t('header.register')}
        </Link>
      </>
    );
  } else {
    const member = info.data;
    body = (
      <>
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
        <p className="muted member-more">{t('member.moreSoon')}</p>
      </>
    );
  }

  return (
    <div className="page">
      <h1 className="page-title">{t('member.title')}</h1>
      {body}
    </div>
  );
}
