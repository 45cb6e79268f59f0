import type { FieldRule } from '@panalo/contract/registration';
import { ANY_PATTERN, matchesPattern } from '@panalo/contract/patterns';
import { randomInt } from 'node:crypto';

/**
 * Usernames for members created by a social sign-in. They are derived from what the provider
 * says (preferred username, e-mail name, display name), reduced to lower-case ASCII letters and
 * digits with a leading letter, fitted to the brand's username length, and must pass the brand's
 * username rule. A name is never a way to find an existing account: linking is by the
 * provider's subject only.
 */
const RESERVED = new Set(['admin', 'administrator', 'operator', 'support', 'system', 'root', 'staff', 'service', 'official']);

export interface NameClaims {
  preferredUsername?: string;
  email?: string | null;
  name?: string;
}

function normalise(raw: string | undefined): string {
  if (!raw) return '';
  return raw
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .replace(/^[0-9]+/, '');
}

const digits = (count: number): string => Array.from({ length: count }, () => randomInt(10)).join('');

function fits(name: string, rule: FieldRule): boolean {
  if (name.length < rule.minLength || (rule.maxLength > 0 && name.length > rule.maxLength)) return false;
  if (!matchesPattern(rule.patternId, name)) return false;
  if (rule.acceptedPattern === ANY_PATTERN) return true;
  try {
    return new RegExp(rule.acceptedPattern, 'u').test(name);
  } catch {
    return true;
  }
}

/** Candidate names in order of preference; every one fits the rule and is not reserved. */
export function usernameCandidates(claims: NameClaims, provider: string, rule: FieldRule): string[] {
  const max = Math.min(rule.maxLength > 0 ? rule.maxLength : 16, 32);
  const min = Math.min(Math.max(rule.minLength, 1), max);
  const fit = (base: string, suffix: string) => {
    const name = base.slice(0, Math.max(1, max - suffix.length)) + suffix;
    return name.length >= min ? name : name + digits(min - name.length);
  };
  const bases = [...new Set([normalise(claims.preferredUsername), normalise(claims.email?.split('@')[0]), normalise(claims.name)])].filter(
    (base) => base.length >= 3 && !RESERVED.has(base),
  );
  const first = bases[0] ?? provider;
  const names = [...bases.map((base) => fit(base, '')), ...Array.from({ length: 6 }, () => fit(first, digits(4)))];
  return [...new Set(names)].filter((name) => fits(name, rule) && !RESERVED.has(name));
}

/** When the brand's rule admits none of the derived names, a plain one the member can live with. */
export const fallbackUsername = (provider: string): string => `${provider}${digits(8)}`;
