import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/**
 * What an operator watches (issue 14 §11), in Prometheus' text format at GET /api/admin/metrics:
 * requests per route with their latency, how far the read models trail the log, the job queue's depth,
 * and mails sent and failed; plus Node's own process metrics. Labels carry route patterns and status
 * codes only, never an id, an address or a name.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry });

export const httpRequests = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP requests by method, route pattern and status, with their duration',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [registry],
});

export const mailsTotal = new Counter({
  name: 'mails_total',
  help: 'Mails handed to the mailer, by outcome (sent, failed: the job retries a failed one)',
  labelNames: ['outcome'] as const,
  registers: [registry],
});
