import type { FastifyInstance } from 'fastify';
import type { BrandRef } from '../platform-client';
import type { Studio } from '../studio-context';
import { scheduledEntryOf, type ScheduledEntry } from './registry';
import { runScheduledStep } from './scheduled-settlement.service';

/**
 * Runs the scheduled rounds' step every `everyMs` in this process (every process runs it; on
 * PostgreSQL one at a time). A step still running when the next is due is not doubled. Stopped,
 * and waited for, on close.
 */
export function startScheduler(app: FastifyInstance, studio: Studio, everyMs: number): void {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = runScheduledStep(studio)
      .catch((error: unknown) => app.log.warn({ err: error }, 'scheduled rounds step failed'))
      .finally(() => {
        running = null;
      });
  }, everyMs);
  timer.unref();
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });
}

/**
 * The scheduled game a launch opens, or null when the entry is an instant game (or none), with the
 * vendor's other entries of that game (a sports book's leagues). The vendor's lobby entry opens its
 * first scheduled entry, so a card never leads nowhere.
 */
export async function scheduledPage(studio: Studio, brand: BrandRef, vendorCode: string, gameCode: string) {
  const asked = await studio.platform.game(brand, vendorCode, gameCode);
  if (!asked) return null;
  const lobby = asked.isGame === 'VASSALAGE';
  const direct: ScheduledEntry | null = lobby ? null : scheduledEntryOf(asked);
  if (!lobby && !direct) return null;
  const all = await studio.platform.games(brand, vendorCode);
  const entry = direct ? asked : all.find((game) => scheduledEntryOf(game) !== null);
  const scheduled = direct ?? (entry ? scheduledEntryOf(entry) : null);
  if (!entry || !scheduled) return null;
  const games = all.filter((game) => scheduledEntryOf(game)?.rules.game === scheduled.rules.game);
  return { entry, games, ...scheduled };
}
