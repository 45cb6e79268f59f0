import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CUSTOMER_SERVICE_TYPES, FEATURE_MODULES, WHITELABEL_FLAGS } from '@panalo/contract/system';
import { REGISTRATION_FIELDS } from '@panalo/contract/registration';
import {
  BRAND_SETTING_GROUPS,
  type BrandSettingGroup,
  type BrandSettingHistoryPage,
  type BrandSettingsValue,
  type BrandSettingValues,
} from '@panalo/contract/staff-settings';
import { api } from '../lib/api';
import { useI18n } from '../lib/i18n';
import type { MessageKey } from '../i18n/en';
import { GameMaintenanceFields } from './GameMaintenanceFields';
import { CheckField, FlagField, GroupForm, LinesField, NumberField, TextField, type GroupFormApi } from './settings-fields';
import { LanguagesFields } from './settings-languages';
import { dateTime, Pager, QueryState } from './ui';

type AnyForm = GroupFormApi<BrandSettingGroup>;

/**
 * The brand's settings (what `npm run brand -- set` changes) as forms, one per group, each checked
 * with the contract's schema and saved on its own; below, the history of changes.
 */
export function BrandSettings({ canEdit }: { canEdit: boolean }) {
  const { t } = useI18n();
  const query = useQuery({ queryKey: ['settings'], queryFn: () => api<BrandSettingsValue>('GET', '/wps/operator/settings') });
  const groups = query.data?.groups;
  const form = <G extends BrandSettingGroup>(group: G, body: (form: GroupFormApi<G>) => React.ReactNode) =>
    groups ? (
      <GroupForm key={group} group={group} value={groups[group] as BrandSettingValues[G]} canEdit={canEdit}>
        {body}
      </GroupForm>
    ) : null;
  return (
    <section aria-labelledby="page-title">
      <div className="page-head">
        <h1 id="page-title">{t('settings.title')}</h1>
        {!canEdit ? <p className="muted">{t('settings.readOnly')}</p> : null}
      </div>
      <QueryState loading={query.isPending} error={query.error} onRetry={() => void query.refetch()}>
        <div className="settings-grid">
          {form('maintenance', (f) => (
            <>
              <CheckField form={f as AnyForm} path={['enabled']} label={t('settings.maintenance.enabled')} />
              <EndTimeField form={f} />
            </>
          ))}
          {form('regionRestriction', (f) => (
            <>
              <CheckField form={f as AnyForm} path={['enabled']} label={t('settings.region.enabled')} />
              <label className="field">
                <span>{t('settings.region.mode')}</span>
                <select value={f.draft.mode} disabled={f.disabled} onChange={(event) => f.set(['mode'], event.target.value)}>
                  <option value="allow">{t('settings.region.allow')}</option>
                  <option value="deny">{t('settings.region.deny')}</option>
                </select>
              </label>
              <LinesField form={f as AnyForm} path={['cidrs']} label={t('settings.region.cidrs')} hint={t('settings.region.cidrsHint')} />
            </>
          ))}
          {form('whitelabel', (f) => (
            <>
              <fieldset className="checks">
                <legend>{t('settings.whitelabel.flags')}</legend>
                {WHITELABEL_FLAGS.map((flag) => (
                  <FlagField key={flag} form={f as AnyForm} path={['flags', flag]} label={flag} />
                ))}
              </fieldset>
              <fieldset className="checks">
                <legend>{t('settings.whitelabel.modules')}</legend>
                {FEATURE_MODULES.map((module) => (
                  <FlagField key={module} form={f as AnyForm} path={['modules', module]} label={module} />
                ))}
              </fieldset>
            </>
          ))}
          {form('registration', (f) => (
            <>
              <CheckField form={f as AnyForm} path={['invitationCodeRequired']} label={t('settings.registration.invitation')} />
              <TextField form={f as AnyForm} path={['defaultCountryDialingCode']} label={t('settings.registration.dialingCode')} />
              <VenuesField form={f} />
            </>
          ))}
          {form('fieldRules', (f) => (
            <FieldRulesTable form={f} />
          ))}
          {form('wallet', (f) => (
            <>
              <CheckField form={f as AnyForm} path={['agentPolicy']} label={t('settings.wallet.agentPolicy')} />
              <fieldset>
                <legend>{t('settings.wallet.withdraw')}</legend>
                <NumberField form={f as AnyForm} path={['withdraw', 'minAmount']} label={t('settings.wallet.minAmount')} scale={100} />
                <NumberField form={f as AnyForm} path={['withdraw', 'maxAmount']} label={t('settings.wallet.maxAmount')} scale={100} />
                <NumberField form={f as AnyForm} path={['withdraw', 'dailyCount']} label={t('settings.wallet.dailyCount')} />
                <CheckField form={f as AnyForm} path={['withdraw', 'requireKyc']} label={t('settings.wallet.requireKyc')} />
              </fieldset>
              <fieldset>
                <legend>{t('settings.wallet.receipt')}</legend>
                <NumberField
                  form={f as AnyForm}
                  path={['receiptMinutes']}
                  label={t('settings.wallet.receiptMinutes')}
                  hint={t('settings.wallet.receiptHint')}
                />
                <NumberField form={f as AnyForm} path={['depositExpiryMinutes']} label={t('settings.wallet.depositExpiry')} />
              </fieldset>
              <fieldset>
                <legend>{t('settings.wallet.transfer')}</legend>
                <CheckField form={f as AnyForm} path={['transfer', 'upline']} label={t('settings.wallet.upline')} />
                <CheckField form={f as AnyForm} path={['transfer', 'downline']} label={t('settings.wallet.downline')} />
                <NumberField form={f as AnyForm} path={['transfer', 'minAmount']} label={t('settings.wallet.transferMin')} scale={100} />
              </fieldset>
            </>
          ))}
          {form('customerService', (f) => (
            <CustomerServiceList form={f} />
          ))}
          {form('cdns', (f) => (
            <>
              <LinesField form={f as AnyForm} path={['imageCDNs']} label={t('settings.cdns.images')} hint={t('settings.cdns.hint')} />
              <LinesField form={f as AnyForm} path={['launchGameCDNs']} label={t('settings.cdns.games')} hint={t('settings.cdns.hint')} />
            </>
          ))}
          {form('kyc', (f) => (
            <>
              <CheckField form={f as AnyForm} path={['enabled']} label={t('settings.kyc.enabled')} />
              <CheckField form={f as AnyForm} path={['mandatory']} label={t('settings.kyc.mandatory')} />
              <NumberField
                form={f as AnyForm}
                path={['deadlineDays']}
                label={t('settings.kyc.deadlineDays')}
                hint={t('settings.kyc.deadlineHint')}
              />
            </>
          ))}
          {form('aml', (f) => (
            <>
              <NumberField form={f as AnyForm} path={['coveredThreshold']} label={t('settings.aml.threshold')} scale={100} />
              <NumberField form={f as AnyForm} path={['structuringCount']} label={t('settings.aml.structuringCount')} />
              <NumberField form={f as AnyForm} path={['structuringFloorPercent']} label={t('settings.aml.structuringFloor')} />
              <NumberField form={f as AnyForm} path={['structuringWindowDays']} label={t('settings.aml.structuringDays')} />
              <NumberField form={f as AnyForm} path={['cashoutTurnoverPercent']} label={t('settings.aml.cashoutPercent')} />
              <NumberField form={f as AnyForm} path={['cashoutLookbackHours']} label={t('settings.aml.cashoutHours')} />
              <NumberField form={f as AnyForm} path={['sharedPayoutMembers']} label={t('settings.aml.sharedPayout')} />
              <NumberField form={f as AnyForm} path={['sharedIpMembers']} label={t('settings.aml.sharedIp')} />
              <NumberField form={f as AnyForm} path={['chainMinutes']} label={t('settings.aml.chainMinutes')} />
            </>
          ))}
          {form('gameMaintenance', (f) => (
            <GameMaintenanceFields form={f} />
          ))}
          {form('languages', (f) => (
            <LanguagesFields form={f} />
          ))}
        </div>
      </QueryState>
      <History />
    </section>
  );
}

/** Local date and time for <input type="datetime-local"> from epoch milliseconds, and back. */
const toLocalInput = (ms: number) => new Date(ms - new Date(ms).getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
const fromLocalInput = (text: string) => (text ? new Date(text).getTime() : null);

function EndTimeField({ form }: { form: GroupFormApi<'maintenance'> }) {
  const { t } = useI18n();
  const error = form.errorOf(['endTime']);
  return (
    <label className="field">
      <span>{t('settings.maintenance.endTime')}</span>
      <input
        type="datetime-local"
        value={form.draft.endTime === null ? '' : toLocalInput(form.draft.endTime)}
        disabled={form.disabled}
        aria-describedby="maintenance-end-hint"
        aria-invalid={error ? true : undefined}
        onChange={(event) => form.set(['endTime'], fromLocalInput(event.target.value))}
      />
      <span className="muted small" id="maintenance-end-hint">
        {t('settings.maintenance.endTimeHint', { zone: Intl.DateTimeFormat().resolvedOptions().timeZone })}
      </span>
      {error ? <span className="error small">{error}</span> : null}
    </label>
  );
}

function VenuesField({ form }: { form: GroupFormApi<'registration'> }) {
  const { t } = useI18n();
  const [text, setText] = useState(form.draft.gamingVenues.map((venue) => `${venue.label} | ${venue.value}`).join('\n'));
  return (
    <label className="field">
      <span>{t('settings.registration.venues')}</span>
      <textarea
        rows={3}
        value={text}
        disabled={form.disabled}
        aria-describedby="venues-hint"
        onChange={(event) => {
          setText(event.target.value);
          const venues = event.target.value
            .split('\n')
            .map((line) => line.split('|').map((part) => part.trim()))
            .filter(([label]) => label)
            .map(([label, value]) => ({ label: label!, value: value || label! }));
          form.set(['gamingVenues'], venues);
        }}
      />
      <span className="muted small" id="venues-hint">
        {t('settings.registration.venuesHint')}
      </span>
    </label>
  );
}

function FieldRulesTable({ form }: { form: GroupFormApi<'fieldRules'> }) {
  const { t } = useI18n();
  return (
    <div className="table-wrap">
      <table className="table compact">
        <caption className="visually-hidden">{t('settings.group.fieldRules')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('settings.rules.field')}</th>
            <th scope="col">{t('settings.rules.enabled')}</th>
            <th scope="col">{t('settings.rules.required')}</th>
            <th scope="col">{t('settings.rules.min')}</th>
            <th scope="col">{t('settings.rules.max')}</th>
            <th scope="col">{t('settings.rules.pattern')}</th>
          </tr>
        </thead>
        <tbody>
          {REGISTRATION_FIELDS.filter((field) => form.draft.rules[field]).map((field) => {
            const rule = form.draft.rules[field]!;
            const path = ['rules', field];
            const error = [
              form.errorOf([...path, 'minLength']),
              form.errorOf([...path, 'maxLength']),
              form.errorOf([...path, 'acceptedPattern']),
            ]
              .filter(Boolean)
              .join(' · ');
            return (
              <tr key={field}>
                <th scope="row">
                  {field}
                  {error ? <span className="error small"> {error}</span> : null}
                </th>
                <td data-label={t('settings.rules.enabled')}>
                  <input
                    type="checkbox"
                    aria-label={`${field}: ${t('settings.rules.enabled')}`}
                    checked={rule.enabled}
                    disabled={form.disabled}
                    onChange={(event) => form.set([...path, 'enabled'], event.target.checked)}
                  />
                </td>
                <td data-label={t('settings.rules.required')}>
                  <input
                    type="checkbox"
                    aria-label={`${field}: ${t('settings.rules.required')}`}
                    checked={rule.required}
                    disabled={form.disabled}
                    onChange={(event) => form.set([...path, 'required'], event.target.checked)}
                  />
                </td>
                {(['minLength', 'maxLength'] as const).map((key) => (
                  <td key={key} data-label={t(key === 'minLength' ? 'settings.rules.min' : 'settings.rules.max')}>
                    <input
                      type="number"
                      className="narrow"
                      aria-label={`${field}: ${t(key === 'minLength' ? 'settings.rules.min' : 'settings.rules.max')}`}
                      value={rule[key]}
                      disabled={form.disabled}
                      onChange={(event) => form.set([...path, key], Number(event.target.value))}
                    />
                  </td>
                ))}
                <td data-label={t('settings.rules.pattern')}>
                  <input
                    aria-label={`${field}: ${t('settings.rules.pattern')}`}
                    value={rule.acceptedPattern}
                    disabled={form.disabled}
                    onChange={(event) => form.set([...path, 'acceptedPattern'], event.target.value)}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function CustomerServiceList({ form }: { form: GroupFormApi<'customerService'> }) {
  const { t } = useI18n();
  const items = form.draft.customerService;
  return (
    <>
      {items.length === 0 ? <p className="muted">{t('settings.cs.empty')}</p> : null}
      {items.map((item, index) => (
        <fieldset key={index} className="row-fields">
          <legend>{t('settings.cs.link', { number: index + 1 })}</legend>
          <label className="field">
            <span>{t('settings.cs.type')}</span>
            <select
              value={item.csType}
              disabled={form.disabled}
              onChange={(event) => form.set(['customerService', index, 'csType'], event.target.value)}
            >
              {CUSTOMER_SERVICE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </select>
          </label>
          <TextField form={form as unknown as AnyForm} path={['customerService', index, 'title']} label={t('settings.cs.title')} />
          <TextField form={form as unknown as AnyForm} path={['customerService', index, 'path']} label={t('settings.cs.path')} />
          {!form.disabled ? (
            <button
              type="button"
              className="ghost"
              onClick={() =>
                form.set(
                  ['customerService'],
                  items.filter((_, other) => other !== index),
                )
              }
            >
              {t('settings.cs.remove', { number: index + 1 })}
            </button>
          ) : null}
        </fieldset>
      ))}
      {!form.disabled ? (
        <button type="button" onClick={() => form.set(['customerService'], [...items, { csType: 'LIVECHAT', title: '', path: '' }])}>
          {t('settings.cs.add')}
        </button>
      ) : null}
    </>
  );
}

/** A changed value as staff read it: times (the maintenance end) as dates, lists and objects as JSON. */
const shown = (path: string, value: unknown, lang: string) =>
  value === null || value === undefined
    ? '—'
    : path.endsWith('endTime') && typeof value === 'number'
      ? dateTime(value, lang)
      : typeof value === 'string'
        ? value
        : JSON.stringify(value);

/** Who changed what and when, newest first, each field with its value before and after. */
function History() {
  const { t, lang } = useI18n();
  const [pageNo, setPageNo] = useState(1);
  const query = useQuery({
    queryKey: ['settings-history', pageNo],
    queryFn: () => api<BrandSettingHistoryPage>('GET', `/wps/operator/settings/history?pageNo=${pageNo}&pageSize=10`),
  });
  return (
    <section aria-labelledby="history-title" className="history">
      <h2 id="history-title" className="section-title">
        {t('settings.history')}
      </h2>
      <QueryState
        loading={query.isPending}
        error={query.error}
        empty={query.data?.list.length === 0}
        emptyText={t('settings.historyEmpty')}
        onRetry={() => void query.refetch()}
      >
        <div className="table-wrap">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t('settings.when')}</th>
                <th scope="col">{t('settings.who')}</th>
                <th scope="col">{t('settings.what')}</th>
                <th scope="col">{t('settings.changes')}</th>
              </tr>
            </thead>
            <tbody>
              {query.data?.list.map((change) => (
                <tr key={change.id}>
                  <td data-label={t('settings.when')}>{dateTime(change.at, lang)}</td>
                  <td data-label={t('settings.who')}>{change.staff ?? t('settings.byCommand')}</td>
                  <td data-label={t('settings.what')}>
                    {(BRAND_SETTING_GROUPS as string[]).includes(change.group)
                      ? t(`settings.group.${change.group}` as MessageKey)
                      : change.group}
                  </td>
                  <td data-label={t('settings.changes')}>
                    <ul className="changes">
                      {change.changes.map((field) => (
                        <li key={field.path}>
                          <code>{field.path}</code>: <del>{shown(field.path, field.before, lang)}</del> →{' '}
                          <ins>{shown(field.path, field.after, lang)}</ins>
                        </li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pager pageNo={pageNo} totalPages={query.data?.totalPages ?? 1} onPage={setPageNo} />
      </QueryState>
    </section>
  );
}
