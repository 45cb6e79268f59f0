import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  STAFF_ROLES,
  type StaffInviteValue,
  type StaffList,
  type StaffMember,
  type StaffProfile,
  type StaffRole,
  type StaffRolesValue,
} from '@panalo/contract/staff';
import { api, ApiError } from '../lib/api';
import { useI18n } from '../lib/i18n';
import type { ColumnDef } from '@tanstack/react-table';
import { dateTime, Dialog, ErrorText } from './ui';
import { DataGrid } from './DataGrid';
import { QueueFrame } from './QueueFrame';
import { StaffChanges } from './StaffChanges';

type Asking =
  | { kind: 'invite' }
  | { kind: 'invited'; value: StaffInviteValue }
  | { kind: 'roles'; member: StaffMember }
  | { kind: 'reset'; member: StaffMember }
  | { kind: 'disable'; member: StaffMember };

/**
 * The brand's staff: who they are, their roles, access and two-factor state, and the changes
 * waiting for a second admin (StaffChanges); with staff.manage, invite (a one-time set-up link is
 * mailed to the invitee, nobody sees a password), set roles (a grant waits for a second admin),
 * reset two-factor, unlock a sign-in locked by failures, disable and enable. The signed-in staff
 * member's own row has no actions: nobody changes their own roles or access.
 */
export function Staff({ canManage }: { canManage: boolean }) {
  const { t, lang } = useI18n();
  const client = useQueryClient();
  const me = client.getQueryData<StaffProfile>(['me']);
  const query = useQuery({ queryKey: ['staff'], queryFn: () => api<StaffList>('GET', '/wps/operator/staff') });
  const [asking, setAsking] = useState<Asking | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setAsking(null);
    setError(null);
  };
  const failed = (caught: unknown) => setError(caught instanceof ApiError && caught.message ? caught.message : t('common.error'));

  const change = useMutation({
    mutationFn: ({ member, path }: { member: StaffMember; path: string }) =>
      api<StaffMember>('POST', `/wps/operator/staff/${member.id}/${path}`),
    onSuccess: (member) => {
      close();
      setNotice(t('staff.done', { username: member.username }));
      void client.invalidateQueries({ queryKey: ['staff'] });
    },
    onError: failed,
  });
  const setRoles = useMutation({
    mutationFn: ({ member, roles }: { member: StaffMember; roles: StaffRole[] }) =>
      api<StaffRolesValue>('PUT', `/wps/operator/staff/${member.id}/roles`, { roles }),
    onSuccess: ({ member, change: waiting }) => {
      close();
      setNotice(t(waiting ? 'staff.rolesWaiting' : 'staff.done', { username: member.username }));
      void client.invalidateQueries({ queryKey: ['staff'] });
    },
    onError: failed,
  });
  const invite = useMutation({
    mutationFn: (body: { username: string; email: string; roles: StaffRole[] }) =>
      api<StaffInviteValue>('POST', '/wps/operator/staff', body),
    onSuccess: (value) => {
      setError(null);
      setAsking({ kind: 'invited', value });
      void client.invalidateQueries({ queryKey: ['staff'] });
    },
    onError: failed,
  });

  const rolesText = (roles: readonly StaffRole[]) => roles.map((role) => t(`role.${role}`)).join(', ');

  const columns: ColumnDef<StaffMember>[] = [
    {
      header: t('staff.username'),
      accessorKey: 'username',
      cell: ({ row }) => (
        <>
          <strong>{row.original.username}</strong>
          {row.original.username === me?.username ? <span className="muted"> ({t('staff.you')})</span> : null}
        </>
      ),
    },
    { header: t('staff.roles'), accessorFn: (member) => rolesText(member.roles) },
    {
      header: t('staff.status'),
      accessorKey: 'status',
      cell: ({ row }) =>
        row.original.confirmed ? (
          <span className={`badge badge-${row.original.status === 'active' ? 'approved' : 'rejected'}`}>
            {t(`staff.status.${row.original.status}`)}
          </span>
        ) : (
          <span className="badge badge-pending">{t('staff.waiting')}</span>
        ),
    },
    {
      header: t('staff.twoFactor'),
      cell: ({ row: { original: member } }) =>
        !member.setUp
          ? t('staff.notSetUp')
          : member.mustChangePassword
            ? t('staff.mustChange')
            : member.enrolled
              ? t('staff.enrolled')
              : t('staff.notEnrolled'),
    },
    {
      header: t('staff.lastLogin'),
      accessorFn: (member) => member.lastLoginAt ?? 0,
      cell: ({ row }) => (row.original.lastLoginAt ? dateTime(row.original.lastLoginAt, lang) : t('staff.never')),
    },
  ];
  if (canManage)
    columns.push({
      id: 'actions',
      header: t('withdrawals.actions'),
      cell: ({ row: { original: member } }) =>
        member.username === me?.username ? null : (
          <div className="actions">
            <button type="button" onClick={() => setAsking({ kind: 'roles', member })}>
              {t('staff.editRoles')}
            </button>
            <button type="button" onClick={() => setAsking({ kind: 'reset', member })}>
              {t('staff.resetTwoFactor')}
            </button>
            {member.status === 'locked' ? (
              <button
                type="button"
                onClick={() => change.mutate({ member, path: 'unlock' })}
                disabled={change.isPending}
                data-testid={`staff-unlock-${member.username}`}
              >
                {t('staff.unlock')}
              </button>
            ) : null}
            {member.status === 'disabled' ? (
              <button type="button" onClick={() => change.mutate({ member, path: 'enable' })} disabled={change.isPending}>
                {t('staff.enable')}
              </button>
            ) : (
              <button type="button" className="danger" onClick={() => setAsking({ kind: 'disable', member })}>
                {t('staff.disable')}
              </button>
            )}
          </div>
        ),
    });

  return (
    <QueueFrame
      title="staff.title"
      filter={
        canManage ? (
          <button type="button" className="primary" onClick={() => setAsking({ kind: 'invite' })} data-testid="staff-invite">
            {t('staff.invite')}
          </button>
        ) : null
      }
      notice={notice}
      query={query}
      emptyText={t('staff.empty')}
      after={
        <>
          <StaffChanges changes={query.data?.changes ?? []} canManage={canManage} me={me?.username} />
          {asking?.kind === 'invite' ? (
            <RolesDialog
              title={t('staff.inviteTitle')}
              withUsername
              initial={[]}
              error={error}
              pending={invite.isPending}
              onCancel={close}
              onSave={(roles, invitee) => invite.mutate({ username: invitee?.username ?? '', email: invitee?.email ?? '', roles })}
            />
          ) : null}
          {asking?.kind === 'invited' ? (
            <Dialog title={t('staff.inviteTitle')} onClose={close}>
              <p data-testid="staff-invited">
                {t('staff.invited', {
                  username: asking.value.member.username,
                  email: asking.value.setupLinkSentTo,
                  hours: asking.value.setupLinkHours,
                })}
              </p>
              <p className="muted">{t(asking.value.change ? 'staff.invitedWaiting' : 'staff.invitedConfirmed')}</p>
              <div className="dialog-actions">
                <button type="button" className="primary" onClick={close} autoFocus>
                  {t('audit.close')}
                </button>
              </div>
            </Dialog>
          ) : null}
          {asking?.kind === 'roles' ? (
            <RolesDialog
              title={t('staff.rolesTitle', { username: asking.member.username })}
              initial={asking.member.roles}
              error={error}
              pending={setRoles.isPending}
              onCancel={close}
              onSave={(roles) => setRoles.mutate({ member: asking.member, roles })}
            />
          ) : null}
          {asking?.kind === 'reset' || asking?.kind === 'disable' ? (
            <Dialog
              title={t(asking.kind === 'reset' ? 'staff.resetTitle' : 'staff.disableTitle', { username: asking.member.username })}
              onClose={close}
            >
              <ErrorText error={error} />
              <div className="dialog-actions">
                <button type="button" onClick={close} autoFocus>
                  {t('common.cancel')}
                </button>
                <button
                  type="button"
                  className="danger"
                  disabled={change.isPending}
                  onClick={() => change.mutate({ member: asking.member, path: asking.kind === 'reset' ? 'reset-two-factor' : 'disable' })}
                >
                  {t(asking.kind === 'reset' ? 'staff.resetTwoFactor' : 'staff.disable')}
                </button>
              </div>
            </Dialog>
          ) : null}
        </>
      }
    >
      <DataGrid
        columns={columns}
        data={query.data?.list ?? []}
        rowId={(member) => String(member.id)}
        caption={t('staff.title')}
        sortable
        testId="staff-table"
      />
    </QueueFrame>
  );
}

/** Roles as checkboxes (and, for an invitation, the username and the invitee's e-mail); at least one role. */
function RolesDialog({
  title,
  withUsername = false,
  initial,
  error,
  pending,
  onCancel,
  onSave,
}: {
  title: string;
  withUsername?: boolean;
  initial: readonly StaffRole[];
  error: string | null;
  pending: boolean;
  onCancel: () => void;
  onSave: (roles: StaffRole[], invitee?: { username: string; email: string }) => void;
}) {
  const { t } = useI18n();
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const roles = STAFF_ROLES.filter((role) => form.get(`role-${role}`) === 'on');
    setMissing(roles.length === 0);
    const invitee = { username: String(form.get('username') ?? '').trim(), email: String(form.get('email') ?? '').trim() };
    if (roles.length > 0) onSave(roles, withUsername ? invitee : undefined);
  };
  return (
    <Dialog title={title} onClose={onCancel}>
      <form onSubmit={submit}>
        {withUsername ? (
          <label className="field">
            <span>{t('staff.inviteUsername')}</span>
            <input name="username" required minLength={4} maxLength={16} pattern="[A-Za-z0-9_]{4,16}" autoComplete="off" autoFocus />
          </label>
        ) : null}
        {withUsername ? (
          <>
            <label className="field">
              <span>{t('staff.inviteEmail')}</span>
              <input name="email" type="email" required maxLength={254} autoComplete="off" />
            </label>
            <p className="muted small">{t('staff.inviteHint')}</p>
          </>
        ) : null}
        <fieldset className="role-picks">
          <legend>{t('staff.roles')}</legend>
          {STAFF_ROLES.map((role) => (
            <label key={role}>
              <input type="checkbox" name={`role-${role}`} defaultChecked={initial.includes(role)} />
              {t(`role.${role}`)}
            </label>
          ))}
        </fieldset>
        <ErrorText error={missing ? t('staff.pickRole') : error} />
        <div className="dialog-actions">
          <button type="button" onClick={onCancel}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="primary" disabled={pending}>
            {withUsername ? t('staff.invite') : t('staff.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
