import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** What the pool reports; PostgreSQL only (SQLite has one connection and no pool). */
export type PoolUse = () => { total: number; idle: number; waiting: number };

/**
 * The server's Prometheus metrics, one registry per app (tests build many apps in one process, and
 * a process-wide registry would mix them). Names follow Prometheus' conventions: a unit suffix,
 * `_total` on counters. The process metrics of prom-client (CPU, memory, event-loop lag, handles)
 * come with them.
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly httpDuration = new Histogram({
    name: 'panalo_http_request_duration_seconds',
    help: 'Time from request to response, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  private readonly postings = new Counter({
    name: 'panalo_ledger_postings_total',
    help: 'Ledger postings committed, by event type.',
    labelNames: ['event'] as const,
    registers: [this.registry],
  });
  private readonly seamlessCalls = new Counter({
    name: 'panalo_seamless_calls_total',
    help: 'Seamless wallet calls from vendors, by vendor, call and outcome (ok or the error code).',
    labelNames: ['vendor', 'call', 'outcome'] as const,
    registers: [this.registry],
  });

  constructor(poolUse?: PoolUse) {
    collectDefaultMetrics({ register: this.registry, eventLoopMonitoringPrecision: 20 });
    if (!poolUse) return;
    const pool = poolUse;
    new Gauge({
      name: 'panalo_db_pool_connections',
      help: 'PostgreSQL pool connections by state: total open, idle, and requests waiting for one.',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        const use = pool();
        this.set({ state: 'total' }, use.total);
        this.set({ state: 'idle' }, use.idle);
        this.set({ state: 'waiting' }, use.waiting);
      },
    });
  }

  httpAnswered(method: string, route: string, statusCode: number, seconds: number): void {
    this.httpDuration.observe({ method, route, status_code: String(statusCode) }, seconds);
  }

  postingCommitted(event: string): void {
    this.postings.inc({ event });
  }

  seamlessCall(vendor: string, call: string, outcome: string): void {
    this.seamlessCalls.inc({ vendor, call, outcome });
  }
}
