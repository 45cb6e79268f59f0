import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { liveTableOf } from '@panalo/contract/fair/studio-live';
import { liveHostProfileOf } from '@panalo/contract/live-hosts';
import type { Studio } from '../studio-context';
import { StudioError } from '../studio-error';
import { newPageNonce, renderStudioError, studioPageHeaders } from '../studio-page';
import type { StudioRouteKit } from '../scheduled/scheduled.routes';
import { LiveChatFeed } from './live-chat-feed';
import { postMessage, roomBacklog } from './live-chat.service';
import { renderLiveRoom } from './live-room-page';
import { TABLE_NAMES } from './live-room-text';
import { admit, ticketFields, type RoomPass } from './live-room-ticket';
import { openEventStream } from '../event-stream';

const vendorParam = z.object({ vendor: z.string().regex(/^[A-Z0-9_]{1,32}$/) });
const postBody = z.object({ text: z.string().max(2_000) });
const afterQuery = z.object({ after: z.coerce.number().int().min(0).default(0) });
/** A feed says it is alive this often, and looks whether its ticket has run out. */
const HEARTBEAT_MS = 15_000;

const ticketOf = (pass: RoomPass, sig: string): Record<string, string> => ({ ...pass.ticket, exp: String(pass.ticket.exp), sig });

/**
 * A live host's room (docs/studio.md, "Live hosts and chat"): the page the platform's "launch chat"
 * address opens, the posts, and the room's live feed (server-sent events). Every call carries the
 * signed ticket of the launch; the room is the ticket's brand and host.
 */
export function liveRoomRoutes(
  studio: Studio,
  kit: Pick<StudioRouteKit, 'answer'> & { messageOf(code: string, lang: 'EN' | 'TY'): string },
) {
  const vendorOwn = { schema: { hide: true } };
  return async (app: FastifyInstance): Promise<void> => {
    const feed = new LiveChatFeed(studio);
    app.addHook('onClose', async () => feed.close());

    app.get('/studio/:vendor/live-room', vendorOwn, async (request, reply) => {
      const query = (request.query ?? {}) as Record<string, unknown>;
      const language = query.lang === 'TY' ? 'TY' : 'EN';
      const nonce = newPageNonce();
      try {
        const { vendor } = vendorParam.parse(request.params);
        const pass = await admit(studio, vendor, query);
        const profile = liveHostProfileOf(pass.ticket.host);
        if (!profile) throw new StudioError('LIVE_HOST_NOT_FOUND');
        const entry = await studio.platform.game({ code: pass.ticket.brand }, vendor, pass.ticket.game);
        const table = entry ? liveTableOf(entry) : 'baccarat';
        const view = {
          vendor,
          profile,
          tableName: entry?.gameName ?? TABLE_NAMES[language][table]!,
          ticket: ticketOf(pass, ticketFields.parse(query).sig),
          backlog: await roomBacklog(studio, pass),
          now: studio.now(),
          theme: query.theme === 'light' ? ('light' as const) : query.theme === 'dark' ? ('dark' as const) : null,
        };
        return reply
          .code(200)
          .headers(studioPageHeaders(nonce))
          .send(renderLiveRoom(view, language, nonce));
      } catch (error) {
        const code = error instanceof StudioError ? error.code : error instanceof z.ZodError ? 'SIGNATURE_INVALID' : null;
        if (!code) throw error;
        const status = code === 'LIVE_HOST_NOT_FOUND' ? 404 : 401;
        return reply
          .code(status)
          .headers(studioPageHeaders(nonce))
          .send(renderStudioError(kit.messageOf(code, language), language));
      }
    });

    app.post('/studio/:vendor/live-room/messages', vendorOwn, async (request, reply) =>
      kit.answer(request, reply, async () => {
        const { vendor } = vendorParam.parse(request.params);
        const pass = await admit(studio, vendor, request.body);
        return postMessage(studio, pass, postBody.parse(request.body).text);
      }),
    );

    app.get('/studio/:vendor/live-room/feed', vendorOwn, async (request, reply) => {
      let pass: RoomPass;
      let after: number;
      try {
        const { vendor } = vendorParam.parse(request.params);
        pass = await admit(studio, vendor, request.query);
        after = afterQuery.parse(request.query).after;
      } catch (error) {
        // A wrong or expired ticket is refused as a studio call is, before the stream starts.
        return kit.answer(request, reply, () => Promise.reject(error));
      }
      const send = openEventStream(reply);
      reply.raw.write(': open\n\n');
      const stop = feed.listen(pass.roomKey, after, (messages) => send('messages', messages));
      const beat = setInterval(() => {
        if (studio.now() >= pass.ticket.exp) {
          send('expired', {});
          reply.raw.end();
        } else reply.raw.write(': beat\n\n');
      }, HEARTBEAT_MS);
      beat.unref();
      request.raw.on('close', () => {
        clearInterval(beat);
        stop();
      });
    });
  };
}
