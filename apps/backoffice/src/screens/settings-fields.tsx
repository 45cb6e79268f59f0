import { useState, type FormEvent, type ReactNode } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  brandSettingGroups,
  type BrandSettingGroup,
  type BrandSettingsValue,
  type BrandSettingValues,
} from '@panalo/contract/staff-settings';
import { api, ApiError } from '../lib/api';
import { useI18n } from '../lib/i18n';
import type { MessageKey } from '../i18n/en';
import { ErrorText } from './ui';

/* The pieces of the brand-settings forms: one form per group, checked with the contract's schema. */

type Path = (string | number)[];
export type Setter = (path: Path, value: unknown) => void;

function setIn<T>(value: T, path: Path, next: unknown): T {
  if (path.length === 0) return next as T;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  const [head, ...rest] = path as [string | number, ...Path];
  copy[head] = setIn(copy[head], rest, next);
  return copy as T;
}

export interface FieldProps {
  path: Path;
  label: string;
  hint?: string;
  disabled?: boolean;
}

/** The editing context of a group form: its draft, a setter and the error of a field. */
export interface GroupFormApi<G extends BrandSettingGroup> {
  draft: BrandSettingValues[G];
  set: Setter;
  errorOf: (path: Path) => string | undefined;
  disabled: boolean;
}

/**
 * One group's form: a draft of the saved value, checked with the group's schema from the contract
 * before it is sent (the server checks again), saved as a whole, with the outcome announced.
 */
export function GroupForm<G extends BrandSettingGroup>({
  group,
  value,
  canEdit,
  children,
}: {
  group: G;
  value: BrandSettingValues[G];
  canEdit: boolean;
  children: (form: GroupFormApi<G>) => ReactNode;
}) {
  const { t } = useI18n();
  const client = useQueryClient();
  const [draft, setDraft] = useState(value);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (next: unknown) => api<BrandSettingsValue>('POST', `/wps/operator/settings/${group}`, { value: next }),
    onSuccess: (saved) => {
      client.setQueryData(['settings'], saved);
      void client.invalidateQueries({ queryKey: ['settings-history'] });
      setDraft(saved.groups[group] as BrandSettingValues[G]);
      setNotice(t('settings.saved'));
    },
    onError: (caught) => {
      if (caught instanceof ApiError) setErrors(caught.fields);
      setError(caught instanceof ApiError && caught.message ? caught.message : t('common.error'));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    setError(null);
    const checked = brandSettingGroups[group].safeParse(draft);
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((issue) => [issue.path.join('.'), issue.message])));
      setError(t('settings.invalid'));
      return;
    }
    setErrors({});
    save.mutate(checked.data);
  };
  const headingId = `group-${group}`;
  return (
    <form className="card settings-group" aria-labelledby={headingId} onSubmit={submit} noValidate>
      <h2 id={headingId} className="section-title">
        {t(`settings.group.${group}` as MessageKey)}
      </h2>
      <p className="muted small">{t(`settings.about.${group}` as MessageKey)}</p>
      {children({
        draft,
        set: (path, next) => setDraft((current) => setIn(current, path, next)),
        errorOf: (path) => errors[path.join('.')],
        disabled: !canEdit,
      })}
      <ErrorText error={error} />
      {notice ? (
        <p className="notice" role="status">
          {notice}
        </p>
      ) : null}
      {canEdit ? (
        <div className="dialog-actions">
          <button type="button" onClick={() => setDraft(value)} disabled={save.isPending}>
            {t('settings.reset')}
          </button>
          <button type="submit" className="primary" disabled={save.isPending}>
            {t('settings.save', { group: t(`settings.group.${group}` as MessageKey) })}
          </button>
        </div>
      ) : null}
    </form>
  );
}

const idOf = (path: Path) => `setting-${path.join('-')}`;

function FieldError({ path, error }: { path: Path; error: string | undefined }) {
  return error ? (
    <span className="error small" id={`${idOf(path)}-error`}>
      {error}
    </span>
  ) : null;
}

const described = (path: Path, error: string | undefined, hint: string | undefined) =>
  [error ? `${idOf(path)}-error` : '', hint ? `${idOf(path)}-hint` : ''].filter(Boolean).join(' ') || undefined;

export function CheckField({ form, path, label, hint }: FieldProps & { form: GroupFormApi<BrandSettingGroup> }) {
  const checked = Boolean(valueAt(form.draft, path));
  return (
    <label className="check">
      <input type="checkbox" checked={checked} disabled={form.disabled} onChange={(event) => form.set(path, event.target.checked)} />
      <span>{label}</span>
      {hint ? <span className="muted small">{hint}</span> : null}
    </label>
  );
}

/** A 0/1 flag (whitelabel flags and modules) as a checkbox. */
export function FlagField({ form, path, label }: FieldProps & { form: GroupFormApi<BrandSettingGroup> }) {
  return (
    <label className="check">
      <input
        type="checkbox"
        checked={valueAt(form.draft, path) === 1}
        disabled={form.disabled}
        onChange={(event) => form.set(path, event.target.checked ? 1 : 0)}
      />
      <span>{label}</span>
    </label>
  );
}

export function NumberField({
  form,
  path,
  label,
  hint,
  scale = 1,
}: FieldProps & {
  form: GroupFormApi<BrandSettingGroup>;
  /** 100 for money: the field shows pesos, the value is centavos. */ scale?: number;
}) {
  const raw = valueAt(form.draft, path);
  const error = form.errorOf(path);
  return (
    <label className="field">
      <span>{label}</span>
      <input
        id={idOf(path)}
        type="number"
        inputMode="decimal"
        step={scale === 1 ? 1 : 0.01}
        value={typeof raw === 'number' ? raw / scale : ''}
        disabled={form.disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={described(path, error, hint)}
        onChange={(event) => form.set(path, event.target.value === '' ? null : Math.round(Number(event.target.value) * scale))}
      />
      {hint ? (
        <span className="muted small" id={`${idOf(path)}-hint`}>
          {hint}
        </span>
      ) : null}
      <FieldError path={path} error={error} />
    </label>
  );
}

export function TextField({ form, path, label, hint }: FieldProps & { form: GroupFormApi<BrandSettingGroup> }) {
  const error = form.errorOf(path);
  return (
    <label className="field">
      <span>{label}</span>
      <input
        id={idOf(path)}
        value={String(valueAt(form.draft, path) ?? '')}
        disabled={form.disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={described(path, error, hint)}
        onChange={(event) => form.set(path, event.target.value)}
      />
      {hint ? (
        <span className="muted small" id={`${idOf(path)}-hint`}>
          {hint}
        </span>
      ) : null}
      <FieldError path={path} error={error} />
    </label>
  );
}

/** A list of strings, one a line (CIDR blocks, CDN addresses); the errors of its entries shown together. */
export function LinesField({ form, path, label, hint }: FieldProps & { form: GroupFormApi<BrandSettingGroup> }) {
  const list = (valueAt(form.draft, path) as string[] | undefined) ?? [];
  const [text, setText] = useState(list.join('\n'));
  const errors = list.map((_, index) => form.errorOf([...path, index])).filter(Boolean);
  const error = [form.errorOf(path), ...errors].filter(Boolean).join(' · ') || undefined;
  return (
    <label className="field">
      <span>{label}</span>
      <textarea
        id={idOf(path)}
        rows={4}
        value={text}
        disabled={form.disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={described(path, error, hint)}
        onChange={(event) => {
          setText(event.target.value);
          form.set(
            path,
            event.target.value
              .split('\n')
              .map((line) => line.trim())
              .filter(Boolean),
          );
        }}
      />
      {hint ? (
        <span className="muted small" id={`${idOf(path)}-hint`}>
          {hint}
        </span>
      ) : null}
      <FieldError path={path} error={error} />
    </label>
  );
}

export function valueAt(value: unknown, path: Path): unknown {
  return path.reduce<unknown>(
    (node, key) => (node && typeof node === 'object' ? (node as Record<string | number, unknown>)[key] : undefined),
    value,
  );
}
