import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply } from 'fastify';

/**
 * Takes the answer over as a server-sent event stream: never cached, never buffered by a proxy in
 * front (`x-accel-buffering`), kept open. Returns the writer of one named event with its JSON data.
 */
export function openEventStream(reply: FastifyReply): (event: string, data: unknown) => void {
  reply.hijack();
  reply.raw.writeHead(200, {
    ...(reply.getHeaders() as OutgoingHttpHeaders), // the security headers every answer carries
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  return (event, data) => reply.raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}
