import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

/** The bare Fastify route of `server-child.ts bare`, in its own process: the baseline of a run. */

const benchDir = fileURLToPath(new URL('..', import.meta.url));
const childScript = fileURLToPath(new URL('./server-child.ts', import.meta.url));

export interface BareServer {
  port: number;
  pid: number;
  stop(): Promise<void>;
}

export function startBareServer(): Promise<BareServer> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) if (value !== undefined) env[key] = value;
  const child = spawn(process.execPath, ['--import', 'tsx', childScript, 'bare'], {
    cwd: benchDir,
    env,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error('bare server did not start within 60 s'));
    }, 60_000);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`bare server exited before it was ready (code ${code ?? signal})`));
    });
    createInterface({ input: child.stdout }).on('line', (line) => {
      const ready = /^READY (\d+)$/.exec(line);
      if (ready) {
        clearTimeout(timer);
        resolve({ port: Number(ready[1]), pid: child.pid!, stop });
      } else {
        console.error(`[bare] ${line}`);
      }
    });
  });
}
