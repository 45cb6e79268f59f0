import { missionDefinition, type MissionDefinition } from '@panalo/contract/missions';
import type { AppContext } from '../../app-context';
import { forgetMissions } from './mission-progress';
import { insertMission } from './missions.repository';

type DefinitionInput = Parameters<typeof missionDefinition.parse>[0];

/** Adds a mission to a brand (the demo seed, the tests; a back-office editor later); the definition is validated first. */
export async function createMission(ctx: AppContext, merchantId: number, input: DefinitionInput): Promise<number> {
  const definition: MissionDefinition = missionDefinition.parse(input);
  const id = await insertMission(ctx.db, {
    merchant_id: merchantId,
    period: definition.period,
    kind: definition.kind,
    target: definition.target,
    game_type: definition.gameType,
    reward: definition.reward,
    title: JSON.stringify(definition.title),
    now: ctx.clock.now(),
  });
  forgetMissions(ctx, merchantId);
  return id;
}
