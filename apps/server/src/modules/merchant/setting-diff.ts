import type { SettingFieldChange } from '@panalo/contract/staff-settings';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The fields that differ between two values of a settings group, by dotted path. Objects are
 * walked; a list is one field (its order matters, and staff read it whole).
 */
export function settingChanges(before: unknown, after: unknown, path = ''): SettingFieldChange[] {
  if (isPlainObject(before) && isPlainObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    return keys.flatMap((key) => settingChanges(before[key], after[key], path ? `${path}.${key}` : key));
  }
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  return [{ path, before: before ?? null, after: after ?? null }];
}
