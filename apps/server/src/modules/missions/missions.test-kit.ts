import { expect } from 'vitest';
import { ORIGINALS_VENDOR } from '@panalo/contract/originals';
import type { MissionCard } from '@panalo/contract/missions';
import { bearer, type TestApp } from '../../test-support/test-app.test-kit';

/** Shared steps of the missions suites: what a member does over HTTP. */

export async function missions(t: TestApp, token: string): Promise<{ missions: MissionCard[]; badge: number }> {
  const response = await t.request({ method: 'GET', url: '/wps/v2/missions', headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value;
}

export const cardOf = async (t: TestApp, token: string, id: number): Promise<MissionCard> =>
  (await missions(t, token)).missions.find((card) => card.id === id)!;

export const claimMission = (t: TestApp, token: string, id: number) =>
  t.request({ method: 'POST', url: `/wps/v2/missions/${id}/claim`, headers: bearer(token) });

/** One round of a built-in game (launched first, as a player would). */
export async function playOriginal(t: TestApp, token: string, game: string, bet: object): Promise<void> {
  const list = (await t.request({ method: 'GET', url: `/lgw/games/list?vassalage=${ORIGINALS_VENDOR}` })).json().value.games as {
    gameCode: string;
    nodeId: number;
  }[];
  const nodeId = list.find((entry) => entry.gameCode === game)!.nodeId;
  const launched = (await t.request({ method: 'POST', url: '/wps/game/launchGame', payload: { nodeId }, headers: bearer(token) })).json()
    .value;
  const session = new URL(launched.url, 'http://site.test').searchParams.get('token')!;
  const played = await t.request({ method: 'POST', url: '/lgw/originals/v1/play', payload: { token: session, game, bet } });
  expect(played.statusCode, played.body).toBe(200);
}
