import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/records/query-state';
import { Button } from '../../../components/ui/button';
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from '../../../components/ui/tabs';
import { copyText } from '../../../lib/copy-text';
import { QrCode } from '../../../components/ui/qr-code';
import { useInvitation } from '../api/get-invitation';
import { RegisterDownlineForm } from './register-downline-form';
import './agent-team.css';

/** registerCenter: open an account for the team, or share the invitation link of a channel (with its QR code). */
export function RegisterCenterPage() {
  const { t } = useTranslation();
  const invitation = useInvitation();
  return (
    <>
      <h1 className="page-title">{t('agent.reports.registerAccount')}</h1>
      <QueryState isPending={invitation.isPending} error={invitation.error} onRetry={() => void invitation.refetch()} rows={4}>
        {() =>
          invitation.data ? (
            <TabsRoot defaultValue="open" className="register-center">
              <TabsList aria-label={t('agent.reports.registerAccount')}>
                <TabsTrigger value="open" data-testid="register-tab-open">
                  {t('agentTeam.tabOpen')}
                </TabsTrigger>
                <TabsTrigger value="invite" data-testid="register-tab-invite">
                  {t('agentTeam.tabInvite')}
                </TabsTrigger>
              </TabsList>
              <TabsContent value="open" className="card">
                <RegisterDownlineForm ownRateBp={invitation.data.rateBp ?? 0} />
              </TabsContent>
              <TabsContent value="invite" className="card">
                <InvitationLinks code={invitation.data.code} rateBp={invitation.data.rateBp} links={invitation.data.links} />
              </TabsContent>
            </TabsRoot>
          ) : null
        }
      </QueryState>
    </>
  );
}

function InvitationLinks({ code, rateBp, links }: { code: string; rateBp: number | null; links: { channel: string; path: string }[] }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<string | null>(null);
  return (
    <div data-testid="invitation-links">
      <h2 className="panel-title">{t('agentTeam.invitationTitle')}</h2>
      <p className="muted">{t('agentTeam.invitationIntro')}</p>
      <p>
        {t('agentTeam.invitationCode')}:{' '}
        <span className="invite-code" data-testid="invitation-code">
          {code}
        </span>
        {rateBp !== null ? (
          <span className="muted">
            {' '}
            · {t('agentTeam.yourRate')}: {(rateBp / 100).toFixed(2)}%
          </span>
        ) : null}
      </p>
      <ul className="invite-links">
        {links.map(({ channel, path }) => {
          const url = `${window.location.origin}${path}`;
          const name = t(`agentTeam.channels.${channel as 'LINK'}`);
          return (
            <li key={channel} className="invite-link" data-testid={`invite-${channel}`}>
              <strong>{name}</strong>
              <QrCode value={url} label={t('agentTeam.qrLabel', { channel: name })} />
              <span className="invite-link__url">{url}</span>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => void copyText(url).then((done) => setCopied(done ? channel : null))}
                aria-label={`${t('agentTeam.copyLink')}: ${name}`}
              >
                {copied === channel ? t('agentTeam.copied') : t('agentTeam.copyLink')}
              </Button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
