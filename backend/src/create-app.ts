import { Logger, LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { randomUUID } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule } from './app.module';
import { AppConfig } from './config/app-config';
import { ErrorBody } from './contract/error-body';
import { BootstrapAdminCommands, BootstrapResult } from './modules/accounts/commands/bootstrap-admin-commands';
import { createAdapters } from './platform/adapters';
import { Clock, IdGenerator, SystemClock, UuidGenerator } from './platform/clock/clock';
import { configureHttp } from './platform/http/configure-http';
import { LIVE_STREAM_ROUTE } from './platform/live/live.controller';
import { EscapingConsoleLogger } from './platform/logging/escaping-console-logger';
import { JsonLogger } from './platform/logging/json-logger';
import { PlatformRuntime } from './platform/runtime';
import { DemoSeeds } from './platform/seed/demo-seeds';

export interface RunningApp {
  app: NestFastifyApplication;
  url: string;
  admin: BootstrapResult | null;
  /** Lines for the console about demo content added on this start (sign-in details of demo members). */
  demoNotes: string[];
  close(): Promise<void>;
}

export interface CreateAppOptions {
  clock?: Clock;
  ids?: IdGenerator;
  logger?: LogLevel[] | false;
}

/** Nest's logger at these levels: JSON lines, or console lines with what messages quote escaped (platform/logging). */
function appLogger(levels: LogLevel[] | false, format: AppConfig['logFormat']) {
  if (levels === false) return false;
  return format === 'json' ? new JsonLogger(levels) : new EscapingConsoleLogger({ logLevels: levels });
}

/** Boots one process of the given ROLE: used by main.ts, the API journeys and the bench alike. */
export async function createApp(config: AppConfig, options: CreateAppOptions = {}): Promise<RunningApp> {
  const clock = options.clock ?? new SystemClock();
  const ids = options.ids ?? new UuidGenerator();
  const adapters = await createAdapters(config, clock);
  const proxies = config.trustProxy;
  const logger = appLogger(options.logger ?? ['log', 'warn', 'error'], config.logFormat);
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.register(config, adapters, clock, ids),
    new FastifyAdapter({
      // N hops: the N nearest forwarders are believed, so the client's own entry is never taken on trust.
      trustProxy: typeof proxies === 'number' ? (_address: string, hop: number) => hop < proxies : proxies,
      bodyLimit: 1024 * 1024,
      // Each request's id is the correlation id of the events it causes (DESIGN §3) and is answered as
      // X-Request-Id, so a report or a log line leads to the events; never taken from the client.
      genReqId: () => randomUUID(),
      // An address Fastify cannot even decode (`/api/%ED%A0%80`) gets the app's error shape too.
      frameworkErrors: (_error: unknown, _request: unknown, reply: FastifyReply) => void reply.status(400).send({ statusCode: 400, message: 'BAD_REQUEST' } satisfies ErrorBody),
    }),
    // JSON bodies go through our guarded parser (platform/http/json-body.ts), not Nest's.
    { logger, bodyParser: false },
  );
  await configureHttp(app, config, logger);
  // Only the embedded queue and the reactors beside it yield to requests; with BullMQ the jobs run in the
  // worker. A live stream is not counted: it stays open for as long as a tab does, and would keep the
  // process "busy" for good, so that nothing waited for the requests actually being answered.
  if (config.queue === 'inline') {
    app.getHttpAdapter().getInstance().addHook('onRequest', (request, reply, next) => {
      if (request.routeOptions.url !== LIVE_STREAM_ROUTE) adapters.requests.track(reply.raw);
      next();
    });
  }
  if (config.role === 'worker') {
    // The worker answers health checks only.
    app.getHttpAdapter().getInstance().addHook('onRequest', async (request, reply) => {
      if (!request.url.startsWith('/api/health')) await reply.status(404).send({ statusCode: 404, message: 'NOT_FOUND' });
    });
  }
  await app.init();

  const runtime = app.get(PlatformRuntime);
  let admin: BootstrapResult | null = null;
  let demoNotes: string[] = [];
  await runtime.start(config.role, async () => {
    admin = await app.get(BootstrapAdminCommands).ensureAdmin(config.adminEmail, config.adminPassword);
    const meta = { actorId: null, correlationId: `seed-${ids.newId()}`, now: clock.now() };
    if (config.seedDemo) demoNotes = await app.get(DemoSeeds).run(meta);
  });
  await app.listen({ port: config.port, host: '0.0.0.0' });
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : config.port;

  return {
    app,
    url: `http://localhost:${port}`,
    admin,
    demoNotes,
    async close() {
      // A request still being answered when the stop began leaves its keep-alive connection idle
      // afterwards, which the server would keep open for its keep-alive timeout (72 s): each is closed
      // as soon as it has nothing more to say.
      const server = app.getHttpServer();
      const closeIdle = setInterval(() => server.closeIdleConnections(), 100);
      await app.close().finally(() => clearInterval(closeIdle));
      await runtime.stop();
      await adapters.close();
    },
  };
}

export function announce(running: RunningApp, config: AppConfig): void {
  const logger = new Logger('Start');
  for (const note of running.demoNotes) logger.log(note);
  logger.log(`${config.siteName} fut: ${config.publicUrl} (API: ${running.url}/api, dokumentáció: ${running.url}/api/docs)`);
  if (!running.admin) return;
  if (running.admin.generatedPassword) {
    // Printed once, on the start that created the account; only its hash is stored.
    logger.warn(
      `Bootstrap admin created. Sign in as ${running.admin.email} with password: ${running.admin.generatedPassword}` +
        ' (shown only now; set ADMIN_PASSWORD to replace it)',
    );
  } else {
    logger.log(`Sign in as admin: ${running.admin.email} (password: ADMIN_PASSWORD, or the one printed at first start)`);
  }
}
