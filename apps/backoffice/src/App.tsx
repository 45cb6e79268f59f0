import { useEffect, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { NavLink, Navigate, Route, Routes, useLocation } from 'react-router';
import type { StaffPermission, StaffProfile, StaffSessionValue } from '@panalo/contract/staff';
import { api, onSessionEnded, staffToken } from './lib/api';
import { useI18n } from './lib/i18n';
import { useTheme } from './lib/theme';
import { AgentApplications } from './screens/AgentApplications';
import { BrandSettings } from './screens/BrandSettings';
import { BackToOwnBrand, BrandPicker } from './screens/BrandPicker';
import { Kyc } from './screens/Kyc';
import { PaymentChannels } from './screens/PaymentChannels';
import { RestrictedPersons } from './screens/RestrictedPersons';
import { AuditLog } from './screens/AuditLog';
import { AmlCases } from './screens/AmlCases';
import { AmlCaseDetail } from './screens/AmlCaseDetail';
import { Approvals } from './screens/Approvals';
import { Feedback } from './screens/Feedback';
import { PointsRedeems } from './screens/PointsRedeems';
import { ReferralHolds } from './screens/ReferralHolds';
import { Promotions } from './screens/Promotions';
import { DepositDetail, Deposits } from './screens/Deposits';
import { PlayerPage } from './screens/PlayerPage';
import { Players } from './screens/Players';
import { Dashboard } from './screens/Dashboard';
import { SignIn } from './screens/SignIn';
import { Staff } from './screens/Staff';
import { StaffSetUp } from './screens/StaffSetUp';
import { Withdrawals } from './screens/Withdrawals';
import { QueryState } from './screens/ui';

/** The back office: the sign-in until a staff session exists, then the sections the staff member's roles allow. */
export function App() {
  const [signedIn, setSignedIn] = useState(() => staffToken.get() !== null);
  const client = useQueryClient();
  const { pathname } = useLocation();
  useEffect(
    () =>
      onSessionEnded(() => {
        client.clear();
        setSignedIn(false);
      }),
    [client],
  );
  // An invited staff member's set-up page (the e-mailed link) needs no session.
  if (pathname === '/setup')
    return (
      <Frame>
        <StaffSetUp />
      </Frame>
    );
  if (!signedIn)
    return (
      <Frame>
        <SignIn
          onSignedIn={(session: StaffSessionValue) => {
            client.setQueryData(['me'], session.staff);
            setSignedIn(true);
          }}
        />
      </Frame>
    );
  return (
    <Shell
      onSignOut={() => {
        client.clear();
        setSignedIn(false);
      }}
    />
  );
}

/** The page frame before sign-in: just the language and theme switches. */
function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="frame">
      <div className="frame-tools">
        <Switches />
      </div>
      {children}
    </div>
  );
}

function Switches() {
  const { t, lang, setLang } = useI18n();
  const { theme, toggle } = useTheme();
  return (
    <>
      <label className="field inline compact">
        <span className="visually-hidden">{t('shell.language')}</span>
        <select value={lang} onChange={(event) => setLang(event.target.value === 'tl' ? 'tl' : 'en')} aria-label={t('shell.language')}>
          <option value="en">English</option>
          <option value="tl">Tagalog</option>
        </select>
      </label>
      <button type="button" className="ghost" onClick={toggle} aria-pressed={theme === 'light'}>
        {theme === 'dark' ? t('shell.theme.light') : t('shell.theme.dark')}
      </button>
    </>
  );
}

function Shell({ onSignOut }: { onSignOut: () => void }) {
  const { t } = useI18n();
  const me = useQuery({ queryKey: ['me'], queryFn: () => api<StaffProfile>('GET', '/wps/operator/me'), staleTime: 60_000 });
  const signOut = async () => {
    await api('DELETE', '/wps/operator/session/logout').catch(() => undefined);
    staffToken.clear();
    onSignOut();
  };
  const can = (permission: StaffPermission) => me.data?.permissions.includes(permission) ?? false;
  return (
    <div className="shell">
      <a className="skip" href="#main">
        {t('app.skip')}
      </a>
      <header className="topbar">
        <div className="brand">
          <strong>{me.data?.brand ?? 'Panalo'}</strong>
          <span className="muted">{t('app.title')}</span>
        </div>
        <nav aria-label={t('nav.menu')} className="nav">
          {can('dashboard.view') ? <NavLink to="/">{t('nav.dashboard')}</NavLink> : null}
          {can('withdrawals.view') ? <NavLink to="/withdrawals">{t('nav.withdrawals')}</NavLink> : null}
          {can('agent-applications.view') ? <NavLink to="/agent-applications">{t('nav.agentApplications')}</NavLink> : null}
          {can('players.view') ? <NavLink to="/players">{t('nav.players')}</NavLink> : null}
          {can('deposits.view') ? <NavLink to="/deposits">{t('nav.deposits')}</NavLink> : null}
          {can('approvals.decide') ? <NavLink to="/approvals">{t('nav.approvals')}</NavLink> : null}
          {can('feedback.view') ? <NavLink to="/feedback">{t('nav.feedback')}</NavLink> : null}
          {can('promotions.view') ? <NavLink to="/promotions">{t('nav.promotions')}</NavLink> : null}
          {can('points.redeems') ? <NavLink to="/points-redeems">{t('nav.pointsRedeems')}</NavLink> : null}
          {can('referrals.review') ? <NavLink to="/referral-holds">{t('nav.referralHolds')}</NavLink> : null}
          {can('kyc.view') ? <NavLink to="/kyc">{t('nav.kyc')}</NavLink> : null}
          {can('restricted.view') ? <NavLink to="/restricted">{t('nav.restricted')}</NavLink> : null}
          {can('aml.view') ? <NavLink to="/aml">{t('nav.aml')}</NavLink> : null}
          {can('payment-channels.view') ? <NavLink to="/payment-channels">{t('nav.paymentChannels')}</NavLink> : null}
          {can('settings.view') ? <NavLink to="/settings">{t('nav.settings')}</NavLink> : null}
          {can('staff.view') ? <NavLink to="/staff">{t('nav.staff')}</NavLink> : null}
          {can('audit.view') ? <NavLink to="/audit">{t('nav.audit')}</NavLink> : null}
        </nav>
        <div className="tools">
          {me.data && can('brands.switch') ? <BrandPicker me={me.data} /> : null}
          <Switches />
          {me.data ? (
            <span className="who" title={`${t('shell.roles')}: ${me.data.roles.map((role) => t(`role.${role}`)).join(', ')}`}>
              {me.data.username} · {me.data.roles.map((role) => t(`role.${role}`)).join(', ')}
            </span>
          ) : null}
          <button type="button" className="ghost" onClick={() => void signOut()}>
            {t('shell.signOut')}
          </button>
        </div>
      </header>
      <main id="main" className="content">
        <BackToOwnBrand failed={me.isError} />
        <QueryState loading={me.isPending} error={me.error} onRetry={() => void me.refetch()}>
          <Routes>
            <Route
              path="/"
              element={
                can('dashboard.view') ? (
                  <Dashboard
                    links={{
                      withdrawals: can('withdrawals.view'),
                      agentApplications: can('agent-applications.view'),
                      kyc: can('kyc.view'),
                    }}
                  />
                ) : (
                  <Forbidden />
                )
              }
            />
            <Route
              path="/withdrawals"
              element={can('withdrawals.view') ? <Withdrawals canDecide={can('withdrawals.decide')} /> : <Forbidden />}
            />
            <Route
              path="/agent-applications"
              element={can('agent-applications.view') ? <AgentApplications canDecide={can('agent-applications.decide')} /> : <Forbidden />}
            />
            <Route path="/kyc" element={can('kyc.view') ? <Kyc canDecide={can('kyc.decide')} /> : <Forbidden />} />
            <Route
              path="/restricted"
              element={can('restricted.view') ? <RestrictedPersons canImport={can('restricted.import')} /> : <Forbidden />}
            />
            <Route
              path="/payment-channels"
              element={can('payment-channels.view') ? <PaymentChannels canEdit={can('payment-channels.edit')} /> : <Forbidden />}
            />
            <Route path="/settings" element={can('settings.view') ? <BrandSettings canEdit={can('settings.edit')} /> : <Forbidden />} />
            <Route path="/staff" element={can('staff.view') ? <Staff canManage={can('staff.manage')} /> : <Forbidden />} />
            <Route path="/audit" element={can('audit.view') ? <AuditLog canVerify={can('audit.verify')} /> : <Forbidden />} />
            <Route path="/players" element={can('players.view') ? <Players /> : <Forbidden />} />
            <Route
              path="/players/:memberId"
              element={
                can('players.view') ? (
                  <PlayerPage
                    canAdjust={can('players.adjust')}
                    canDecide={can('approvals.decide')}
                    canManage={can('players.manage')}
                    canChangeAgent={can('players.change-agent')}
                  />
                ) : (
                  <Forbidden />
                )
              }
            />
            <Route path="/deposits" element={can('deposits.view') ? <Deposits /> : <Forbidden />} />
            <Route
              path="/deposits/:id"
              element={
                can('deposits.view') ? (
                  <DepositDetail canCredit={can('deposits.credit')} canDecide={can('approvals.decide')} />
                ) : (
                  <Forbidden />
                )
              }
            />
            <Route path="/aml" element={can('aml.view') ? <AmlCases canDecide={can('aml.decide')} /> : <Forbidden />} />
            <Route path="/aml/:id" element={can('aml.view') ? <AmlCaseDetail canDecide={can('aml.decide')} /> : <Forbidden />} />
            <Route path="/approvals" element={can('approvals.decide') ? <Approvals /> : <Forbidden />} />
            <Route path="/feedback" element={can('feedback.view') ? <Feedback canReply={can('feedback.reply')} /> : <Forbidden />} />
            <Route path="/points-redeems" element={can('points.redeems') ? <PointsRedeems /> : <Forbidden />} />
            <Route path="/referral-holds" element={can('referrals.review') ? <ReferralHolds /> : <Forbidden />} />
            <Route
              path="/promotions"
              element={
                can('promotions.view') ? (
                  <Promotions canReview={can('promotions.review')} canGrant={can('promotions.grant')} />
                ) : (
                  <Forbidden />
                )
              }
            />
            <Route path="*" element={<Navigate to="/" replace />} />
          </Routes>
        </QueryState>
      </main>
    </div>
  );
}

function Forbidden() {
  const { t } = useI18n();
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">{t('forbidden.title')}</h1>
      <p className="muted">{t('forbidden.body')}</p>
    </section>
  );
}
