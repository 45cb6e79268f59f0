import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/choice-fields';
import { TextField } from '../../../components/ui/text-field';
import { dayStartOf, type DayZone } from '../../../lib/date-range';
import { parseAmount } from '../../../lib/money';
import { usePermission } from '../../system/api/get-permission';
import type { TeamFilters } from '../api/get-team';

const LEVELS = [1, 2, 3, 4, 5];

interface FormValues {
  search: string;
  level: string;
  kind: string;
  status: string;
  online: string;
  balanceMin: string;
  balanceMax: string;
  registeredFrom: string;
  registeredTo: string;
  lastLoginFrom: string;
}

const EMPTY: FormValues = {
  search: '',
  level: '',
  kind: '',
  status: '',
  online: '',
  balanceMin: '',
  balanceMax: '',
  registeredFrom: '',
  registeredTo: '',
  lastLoginFrom: '',
};

const DAY = 24 * 60 * 60_000;
const amountOf = (text: string, currency: string): number | undefined => {
  const parsed = parseAmount(text, currency);
  return parsed.ok ? parsed.minor : undefined;
};

/** What the form's values ask of the team call; its dates are brand days (`zone`: the brand's GMT offset). */
function toFilters(values: FormValues, currency: string, zone: DayZone): TeamFilters {
  const dayStart = (text: string) => dayStartOf(text, zone);
  const registeredTo = dayStart(values.registeredTo);
  return {
    search: values.search.trim() || undefined,
    level: values.level ? Number(values.level) : undefined,
    kind: (values.kind || undefined) as TeamFilters['kind'],
    status: (values.status || undefined) as TeamFilters['status'],
    online: (values.online || undefined) as TeamFilters['online'],
    balanceMin: amountOf(values.balanceMin, currency),
    balanceMax: amountOf(values.balanceMax, currency),
    registeredFrom: dayStart(values.registeredFrom),
    registeredTo: registeredTo === undefined ? undefined : registeredTo + DAY,
    lastLoginFrom: dayStart(values.lastLoginFrom),
  };
}

/** The team list's filters; they apply when the form is sent. */
export function TeamFiltersForm({ currency, onApply }: { currency: string; onApply: (filters: TeamFilters) => void }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<FormValues>(EMPTY);
  const zone = usePermission().data?.gmtOffsetMinutes;
  const set = (field: keyof FormValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(toFilters(values, currency, zone));
  };
  return (
    <form className="card" onSubmit={submit} aria-label={t('agentTeam.filters')} data-testid="team-filters">
      <div className="team-filters">
        <TextField label={t('agentTeam.search')} value={values.search} onChange={set('search')} maxLength={50} data-testid="team-search" />
        <SelectField
          label={t('agentTeam.level')}
          value={values.level}
          onChange={set('level')}
          options={[
            { value: '', label: t('agentTeam.anyLevel') },
            ...LEVELS.map((level) => ({ value: String(level), label: t('agentTeam.levelN', { level }) })),
          ]}
          data-testid="team-level"
        />
        <SelectField
          label={t('agentTeam.kind')}
          value={values.kind}
          onChange={set('kind')}
          options={[
            { value: '', label: t('agentTeam.anyKind') },
            { value: 'MEMBER', label: t('agentTeam.kinds.MEMBER') },
            { value: 'AGENT', label: t('agentTeam.kinds.AGENT') },
          ]}
          data-testid="team-kind"
        />
        <SelectField
          label={t('agentTeam.status')}
          value={values.status}
          onChange={set('status')}
          options={[
            { value: '', label: t('agentTeam.anyStatus') },
            ...(['active', 'locked', 'disabled'] as const).map((status) => ({ value: status, label: t(`agentTeam.statuses.${status}`) })),
          ]}
          data-testid="team-status"
        />
        <SelectField
          label={t('agentTeam.online')}
          value={values.online}
          onChange={set('online')}
          options={[
            { value: '', label: t('agentTeam.anyOnline') },
            { value: 'true', label: t('agentTeam.onlineOnly') },
            { value: 'false', label: t('agentTeam.offlineOnly') },
          ]}
          data-testid="team-online-filter"
        />
        <TextField
          label={t('agentTeam.balanceMin')}
          inputMode="decimal"
          value={values.balanceMin}
          onChange={set('balanceMin')}
          data-testid="team-balance-min"
        />
        <TextField
          label={t('agentTeam.balanceMax')}
          inputMode="decimal"
          value={values.balanceMax}
          onChange={set('balanceMax')}
          data-testid="team-balance-max"
        />
        <TextField
          label={t('agentTeam.registeredFrom')}
          type="date"
          value={values.registeredFrom}
          onChange={set('registeredFrom')}
          data-testid="team-registered-from"
        />
        <TextField
          label={t('agentTeam.registeredTo')}
          type="date"
          value={values.registeredTo}
          onChange={set('registeredTo')}
          data-testid="team-registered-to"
        />
        <TextField
          label={t('agentTeam.lastLoginFrom')}
          type="date"
          value={values.lastLoginFrom}
          onChange={set('lastLoginFrom')}
          data-testid="team-last-login-from"
        />
      </div>
      <div className="team-filters__actions">
        <Button type="submit" data-testid="team-apply">
          {t('agentTeam.apply')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            setValues(EMPTY);
            onApply({});
          }}
          data-testid="team-reset"
        >
          {t('agentTeam.reset')}
        </Button>
      </div>
    </form>
  );
}
