import Fastify from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { openDatabase } from '../db/database';
import { up as createStudioTables } from '../db/migrations/0032-studio';
import { up as createPusoyHands } from '../db/migrations/0043-studio-pusoy-hands';
import { up as createScheduledRounds } from '../db/migrations/0044-studio-scheduled-rounds';
import { up as createTongitsHands } from '../db/migrations/0045-studio-tongits-hands';
import { up as createLiveChat } from '../db/migrations/0052-studio-live-chat';
import { fetchTransport } from './fetch-transport';
import { PlatformClient, type BrandRef } from './platform-client';
import type { StudioDb } from './studio-schema';
import { studioPlugin } from './studio.plugin';

/**
 * The studio as its own process on its own host (docs/studio.md): `npm run studio -w @panalo/server`.
 * It reaches the platform at PLATFORM_URL over HTTP, keeps its rounds in its own database, and
 * signs with the vendor secrets the operator handed it (STUDIO_VENDOR_SECRETS, JSON keyed by
 * "<brand code>:<VENDOR>" or "*:<VENDOR>").
 */
const env = z
  .object({
    PLATFORM_URL: z.string().url(),
    /** The player site's round verifier, for the game pages' fairness panel; default PLATFORM_URL's /originals/verify. */
    STUDIO_VERIFY_URL: z.string().url().optional(),
    STUDIO_DATABASE_URL: z.string().default('sqlite:./data/studio.db'),
    STUDIO_VENDOR_SECRETS: z.string().default('{}'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(8090),
    STUDIO_SCHEDULE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  })
  .parse(process.env);

const secrets = z.record(z.string(), z.string()).parse(JSON.parse(env.STUDIO_VENDOR_SECRETS));
const secretOf = async (brand: BrandRef, vendorCode: string) =>
  secrets[`${brand.code ?? ''}:${vendorCode}`] ?? secrets[`*:${vendorCode}`] ?? null;

const transport = fetchTransport(env.PLATFORM_URL);

const database = openDatabase(env.STUDIO_DATABASE_URL);
const tables = await database.db.introspection.getTables();
if (!tables.some((table) => table.name === 'studio_rounds'))
  await createStudioTables(database.db as unknown as Kysely<unknown>, { dialect: database.dialect });
if (!tables.some((table) => table.name === 'studio_pusoy_hands'))
  await createPusoyHands(database.db as unknown as Kysely<unknown>, { dialect: database.dialect });
if (!tables.some((table) => table.name === 'studio_scheduled_rounds'))
  await createScheduledRounds(database.db as unknown as Kysely<unknown>, { dialect: database.dialect });
if (!tables.some((table) => table.name === 'studio_tongits_hands'))
  await createTongitsHands(database.db as unknown as Kysely<unknown>, { dialect: database.dialect });
if (!tables.some((table) => table.name === 'studio_live_chat_messages'))
  await createLiveChat(database.db as unknown as Kysely<unknown>, { dialect: database.dialect });

const now = () => Date.now();
const app = Fastify({ logger: true });
await app.register(
  studioPlugin(
    {
      db: database.db as unknown as StudioDb,
      platform: new PlatformClient(transport, secretOf, now),
      now,
      dialect: database.dialect,
      verifyUrl: env.STUDIO_VERIFY_URL ?? new URL('/originals/verify', env.PLATFORM_URL).toString(),
    },
    { scheduleMs: env.STUDIO_SCHEDULE_MS },
  ),
);
app.addHook('onClose', () => database.close());
await app.listen({ host: env.HOST, port: env.PORT });
