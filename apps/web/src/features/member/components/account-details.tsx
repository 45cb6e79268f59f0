import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberInfo } from '@panalo/contract/member';
import { currentLocale } from '../../../lib/i18n';
import { memberTypeLabel } from '../member-type';
import { CopyButton } from './copy-button';

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'long', timeStyle: 'short' }).format(date);
}

/** The account facts from GET /wps/member/info as a description list. */
export function AccountDetails({ member }: { member: MemberInfo }) {
  const { t } = useTranslation();
  const rows: Array<[string, ReactNode]> = [
    [t('member.account'), <span data-testid="member-account">{member.account}</span>],
    [t('member.nickname'), member.nickname || t('member.none')],
    [
      t('member.type'),
      <span className={`member-type member-type--${memberTypeLabel(member.type)}`}>
        {t(`member.types.${memberTypeLabel(member.type)}`)}
      </span>,
    ],
    [t('member.regDate'), <time dateTime={member.regDate}>{formatDate(member.regDate)}</time>],
    [t('member.merchant'), member.merchantCode],
    [t('member.upline'), member.uplineAccount || t('member.none')],
  ];
  if (member.isAgent) {
    rows.push([
      t('member.referralCode'),
      member.referralCode ? (
        <span className="member-code">
          <code data-testid="member-referral-code">{member.referralCode}</code>
          <CopyButton value={member.referralCode} label={t('member.referralCode')} />
        </span>
      ) : (
        t('member.none')
      ),
    ]);
  }
  return (
    <dl className="account-details">
      {rows.map(([label, value]) => (
        <div key={label} className="account-details__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
