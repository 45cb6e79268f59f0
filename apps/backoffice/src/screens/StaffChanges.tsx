import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffChange, StaffMember, StaffRole } from '@panalo/contract/staff';
import { api } from '../lib/api';
import { useI18n } from '../lib/i18n';
import { dateTime, Dialog, ErrorText, errorText, Notice } from './ui';

type Deciding = { change: StaffChange; decision: 'confirm' | 'reject' };

/**
 * The staff changes waiting for a second admin (new accounts, role grants), each with Confirm and
 * Reject behind a confirmation dialog. The requester sees Withdraw in place of both: the server
 * never lets anyone confirm their own request, nor one of staff they created or promoted (or who
 * created or promoted them), and says so if tried.
 */
export function StaffChanges({ changes, canManage, me }: { changes: StaffChange[]; canManage: boolean; me: string | undefined }) {
  const { t, lang } = useI18n();
  const client = useQueryClient();
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const decide = useMutation({
    mutationFn: ({ change, decision }: Deciding) => api<StaffMember>('POST', `/wps/operator/staff/changes/${change.id}/${decision}`),
    onSuccess: (member) => {
      setDeciding(null);
      setError(null);
      setNotice(t('staff.done', { username: member.username }));
      void client.invalidateQueries({ queryKey: ['staff'] });
    },
    onError: (caught) => setError(errorText(caught, t('common.error'))),
  });
  if (changes.length === 0) return null;
  const rolesText = (roles: readonly StaffRole[]) =>
    roles.length ? roles.map((role) => t(`role.${role}`)).join(', ') : t('staff.noRoles');
  const kindOf = (change: StaffChange) => t(`staff.change.${change.kind}`);
  const ask = (change: StaffChange, decision: Deciding['decision']) => {
    setError(null);
    setDeciding({ change, decision });
  };
  return (
    <section aria-labelledby="staff-changes-title" className="block" data-testid="staff-changes">
      <h2 id="staff-changes-title" className="section-title">
        {t('staff.changes')}
      </h2>
      <p className="muted small">{t('staff.changesIntro')}</p>
      <Notice text={notice} />
      {!deciding ? <ErrorText error={error} /> : null}
      <ul className="cards">
        {changes.map((change) => (
          <li key={change.id} className="card" data-testid={`staff-change-${change.username}`}>
            <div className="application-head">
              <strong>
                {kindOf(change)} · {change.username}
              </strong>
              <span className="badge badge-pending">{t('staff.waiting')}</span>
            </div>
            <p>{t('staff.changeRoles', { before: rolesText(change.rolesBefore), after: rolesText(change.roles) })}</p>
            {change.email ? <p className="muted small">{change.email}</p> : null}
            <p className="muted small">
              {t('approvals.requestedBy', { who: change.requestedBy, when: dateTime(change.requestedAt, lang) })}
            </p>
            {canManage ? (
              <div className="actions">
                {change.requestedBy === me ? (
                  <button type="button" onClick={() => ask(change, 'reject')}>
                    {t('staff.withdrawChange')}
                  </button>
                ) : (
                  <>
                    <button type="button" className="primary" onClick={() => ask(change, 'confirm')}>
                      {t('staff.confirm')}
                    </button>
                    <button type="button" className="danger" onClick={() => ask(change, 'reject')}>
                      {t('staff.rejectChange')}
                    </button>
                  </>
                )}
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      {deciding ? (
        <Dialog
          title={t(deciding.decision === 'confirm' ? 'staff.confirmTitle' : 'staff.rejectTitle', {
            kind: kindOf(deciding.change),
            username: deciding.change.username,
            roles: rolesText(deciding.change.roles),
          })}
          onClose={() => setDeciding(null)}
        >
          <ErrorText error={error} />
          <div className="dialog-actions">
            <button type="button" onClick={() => setDeciding(null)} autoFocus>
              {t('common.cancel')}
            </button>
            <button
              type="button"
              className={deciding.decision === 'confirm' ? 'primary' : 'danger'}
              disabled={decide.isPending}
              onClick={() => decide.mutate(deciding)}
            >
              {t(
                deciding.decision === 'confirm'
                  ? 'staff.confirm'
                  : deciding.change.requestedBy === me
                    ? 'staff.withdrawChange'
                    : 'staff.rejectChange',
              )}
            </button>
          </div>
        </Dialog>
      ) : null}
    </section>
  );
}
