import { mkdtemp, rm } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { seedFundedMembers } from '../../test-support/funded-members.test-kit';
import { bundleServer, serverEnv, startServerProcess } from '../../test-support/server-process.test-kit';

const PASSWORD = 'Shutdown1234';

/** Everything the server sends on this socket until it closes the connection. */
const answerOf = (socket: Socket) =>
  new Promise<string>((resolve, reject) => {
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString('utf8')));
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });

const refusesConnections = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = connect(port, '127.0.0.1');
    probe.once('connect', () => {
      probe.destroy();
      resolve(false);
    });
    probe.once('error', () => resolve(true));
  });

// The process runs on its own SQLite file: what is tested is the HTTP server's shutdown, the same on either database.
describe('graceful shutdown', () => {
  it('on SIGTERM stops taking connections, finishes the request in flight, then exits', { timeout: 120_000 }, async () => {
    const dir = await mkdtemp(join(tmpdir(), 'panalo-shutdown-'));
    const url = `sqlite:${join(dir, 'shutdown.db')}`;
    try {
      const brand = await seedFundedMembers(url, { domain: 'shutdown.test', count: 1, funding: 1000, password: PASSWORD });
      const server = await startServerProcess(serverEnv({ DATABASE_URL: url, PORT: '0' }), {
        bundle: await bundleServer(),
        label: 'shutdown',
      });
      const body = JSON.stringify({ username: brand.members[0]!.username, password: PASSWORD });

      // A log-in whose body is still on its way when the operator stops the server.
      const socket = connect(server.port, '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      const answer = answerOf(socket);
      socket.write(
        `POST /wps/session/login HTTP/1.1\r\nHost: shutdown.test\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`,
      );
      await delay(300);
      const exited = server.stop();
      await delay(500);
      expect(await refusesConnections(server.port)).toBe(true);

      // write, not end: a client that half-closes its side is taken by Node as gone, and its request is aborted.
      socket.write(body.slice(10));
      const text = await answer;
      expect(text).toMatch(/^HTTP\/1\.1 200 /);
      expect(text).toContain('"token"');
      await exited;
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
