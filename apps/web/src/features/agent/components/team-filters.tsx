import { useState, type ComponentProps, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/choice-fields';
import { TextField } from '../../../components/ui/text-field';
import { dayStartOf, type DayZone } from '../../../lib/date-range';
import { parseAmount } from '../../../lib/money';
import { usePermission } from '../../system/api/get-permission';
import type { TeamFilters } from '../api/get-team';

const LEVELS = [1, 2, 3, 4, 5];
type AnyKey = 'anyLevel' | 'anyKind' | 'anyStatus' | 'anyOnline';

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
  lastLoginTo: string;
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
  lastLoginTo: '',
};

const DAY = 24 * 60 * 60_000;
const amountOf = (text: string, currency: string): number | undefined => {
  const parsed = parseAmount(text, currency);
  return parsed.ok ? parsed.minor : undefined;
};

/** What the form's values ask of the team call; its dates are brand days (`zone`: the brand's GMT offset). */
function toFilters(values: FormValues, currency: string, zone: DayZone): TeamFilters {
  const dayStart = (text: string) => dayStartOf(text, zone);
  // A "to" day is included: the filter runs to the next day's brand midnight.
  const dayEnd = (text: string) => {
    const start = dayStart(text);
    return start === undefined ? undefined : start + DAY;
  };
  return {
    search: values.search.trim() || undefined,
    level: values.level ? Number(values.level) : undefined,
    kind: (values.kind || undefined) as TeamFilters['kind'],
    status: (values.status || undefined) as TeamFilters['status'],
    online: (values.online || undefined) as TeamFilters['online'],
    balanceMin: amountOf(values.balanceMin, currency),
    balanceMax: amountOf(values.balanceMax, currency),
    registeredFrom: dayStart(values.registeredFrom),
    registeredTo: dayEnd(values.registeredTo),
    lastLoginFrom: dayStart(values.lastLoginFrom),
    lastLoginTo: dayEnd(values.lastLoginTo),
  };
}

/** The team list's filters; they apply when the form is sent. */
export function TeamFiltersForm({ currency, onApply }: { currency: string; onApply: (filters: TeamFilters) => void }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<FormValues>(EMPTY);
  const zone = usePermission().data?.gmtOffsetMinutes;
  const set = (field: keyof FormValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  // Each field is labelled by its name under agentTeam; a choice starts with its "any" option.
  const text = (
    field: keyof FormValues,
    testId: string,
    props: Pick<ComponentProps<typeof TextField>, 'maxLength' | 'inputMode' | 'type'>,
  ) => <TextField label={t(`agentTeam.${field}`)} value={values[field]} onChange={set(field)} data-testid={testId} {...props} />;
  const select = (field: keyof FormValues, testId: string, any: AnyKey, options: { value: string; label: string }[]) => (
    <SelectField
      label={t(`agentTeam.${field}`)}
      value={values[field]}
      onChange={set(field)}
      options={[{ value: '', label: t(`agentTeam.${any}`) }, ...options]}
      data-testid={testId}
    />
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(toFilters(values, currency, zone));
  };
  return (
    <form className="card" onSubmit={submit} aria-label={t('agentTeam.filters')} data-testid="team-filters">
      <div className="team-filters">
        {text('search', 'team-search', { maxLength: 50 })}
        {select(
          'level',
          'team-level',
          'anyLevel',
          LEVELS.map((level) => ({ value: String(level), label: t('agentTeam.levelN', { level }) })),
        )}
        {select('kind', 'team-kind', 'anyKind', [
          { value: 'MEMBER', label: t('agentTeam.kinds.MEMBER') },
          { value: 'AGENT', label: t('agentTeam.kinds.AGENT') },
        ])}
        {select(
          'status',
          'team-status',
          'anyStatus',
          (['active', 'locked', 'disabled'] as const).map((status) => ({ value: status, label: t(`agentTeam.statuses.${status}`) })),
        )}
        {select('online', 'team-online-filter', 'anyOnline', [
          { value: 'true', label: t('agentTeam.onlineOnly') },
          { value: 'false', label: t('agentTeam.offlineOnly') },
        ])}
        {text('balanceMin', 'team-balance-min', { inputMode: 'decimal' })}
        {text('balanceMax', 'team-balance-max', { inputMode: 'decimal' })}
        {text('registeredFrom', 'team-registered-from', { type: 'date' })}
        {text('registeredTo', 'team-registered-to', { type: 'date' })}
        {text('lastLoginFrom', 'team-last-login-from', { type: 'date' })}
        {text('lastLoginTo', 'team-last-login-to', { type: 'date' })}
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
