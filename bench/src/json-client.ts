import { Agent, request } from 'node:http';

export interface JsonAnswer {
  status: number;
  body: { success?: boolean; code?: string; value?: unknown };
}

/**
 * The benches' client of the server child: keep-alive connections, JSON in and out, for one brand
 * (`Merchant` header). A Buffer body is sent as it is (the seamless calls sign their raw bytes).
 */
export function createJsonClient(port: number, merchant: string, connections: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const call = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
    new Promise<JsonAnswer>((resolve, reject) => {
      const payload = body === undefined ? undefined : Buffer.isBuffer(body) ? body : Buffer.from(JSON.stringify(body));
      const req = request(
        {
          host: '127.0.0.1',
          port,
          method,
          path,
          agent,
          headers: {
            merchant,
            ...headers,
            ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            try {
              resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as JsonAnswer['body'] });
            } catch {
              resolve({ status: res.statusCode ?? 0, body: { code: text.slice(0, 80) } });
            }
          });
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  return { call, close: () => agent.destroy() };
}

export type JsonClient = ReturnType<typeof createJsonClient>;
