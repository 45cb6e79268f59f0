import { expect } from 'vitest';
import { bearer, type TestApp } from '../../test-support/test-app.test-kit';

/** The break page's calls, as the member's browser makes them. */
export function breakCalls(t: TestApp) {
  const takeBreak = (token: string, payload: object) =>
    t.request({ method: 'POST', url: '/wps/responsibleGaming/break', headers: bearer(token), payload });
  const state = async (token: string) => {
    const response = await t.request({ method: 'GET', url: '/wps/responsibleGaming/break', headers: bearer(token) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().value;
  };
  const lift = (token: string, password: string) =>
    t.request({ method: 'POST', url: '/wps/responsibleGaming/break/lift', headers: bearer(token), payload: { password } });
  const login = (username: string, password: string, extra: object = {}) =>
    t.request({ method: 'POST', url: '/wps/session/login', payload: { username, password, ...extra } });
  return { takeBreak, state, lift, login };
}

/** Breaks of a member by status, read from the database. */
export async function breaksOf(t: TestApp, memberId: number) {
  return t.app.ctx.db.selectFrom('rg_breaks').select(['id', 'status', 'kind']).where('member_id', '=', memberId).orderBy('id').execute();
}
