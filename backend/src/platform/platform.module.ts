import { createSecretKey } from 'node:crypto';
import { DynamicModule, Global, Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { ThrottlerModule } from '@nestjs/throttler';
import { AppConfig } from '../config/app-config';
import { redisOptions } from '../config/redis-options';
import { Adapters } from './adapters';
import { AdminGuard, MemberGuard, OptionalMemberGuard } from './auth/auth.guards';
import { AccessLog } from './access-log/access-log';
import { DownloadAccess } from './auth/download-access';
import { PlainRouteDocs } from './http/route-docs';
import { DownloadTokens } from './auth/download-tokens';
import { SessionTokens } from './auth/session-tokens';
import { RedisThrottlerStorage } from './auth/redis.throttler-storage';
import { SingleUseCodes } from './auth/single-use-codes';
import { Clock, IdGenerator } from './clock/clock';
import { CommandRunner } from './commands/command-runner';
import { ErasureSweep } from './erasure/erasure-sweep';
import { EventStore } from './event-store/event-store.port';
import { EventUpcasters } from './event-store/upcasting';
import { GuessLimiter } from './guesses/guess-limiter';
import { GuessStore } from './guesses/guess-store.port';
import { KnownClients } from './guesses/known-clients';
import { DownloadTokenController } from './auth/download-token.controller';
import { HealthController } from './http/health.controller';
import { Readiness } from './http/readiness';
import { RequestsInFlight } from './http/requests-in-flight';
import { MetricsCollector } from './metrics/metrics-collector';
import { MetricsController } from './metrics/metrics.controller';
import { LiveCaps } from './live/live-caps';
import { LiveController } from './live/live.controller';
import { LiveNotices } from './live/live-notices';
import { JobQueue } from './jobs/job-queue.port';
import { Mailer } from './mail/mailer.port';
import { MailComposers } from './mail/send-mail.job';
import { ProjectionRegistry, ReactorRegistry } from './projections/projection-registry';
import { ReadStore } from './read-store/read-store.port';
import { ProjectionWaiter } from './projections/projection-waiter';
import { ReadModelVersion } from './projections/read-model-memo';
import { PlatformRuntime } from './runtime';
import { DemoSeeds } from './seed/demo-seeds';
import { APP_CONFIG } from './tokens';

/** Technical services for every module; knows nothing of teachers or services. */
@Global()
@Module({})
export class PlatformModule {
  static register(config: AppConfig, adapters: Adapters, clock: Clock, ids: IdGenerator): DynamicModule {
    return {
      module: PlatformModule,
      imports: [
        // A KeyObject: given a string, jsonwebtoken first tries (and fails) to parse it as a public key
        // on every verify, which cost ~90% of an authenticated request.
        JwtModule.register({ secret: createSecretKey(Buffer.from(config.jwtSecret)) }),
        ThrottlerModule.forRootAsync({
          // With REDIS_URL the counts live in Redis, shared by every api replica; else in this process.
          useFactory: async () => ({
            throttlers: [{ name: 'default', ttl: 60_000, limit: config.loginRateLimit }],
            storage: config.redisUrl ? new RedisThrottlerStorage(new (await import('ioredis')).Redis(redisOptions(config.redisUrl))) : undefined,
          }),
        }),
      ],
      controllers: [HealthController, DownloadTokenController, LiveController, MetricsController],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: EventStore, useValue: adapters.eventStore },
        { provide: EventUpcasters, useValue: adapters.upcasters },
        { provide: ReadStore, useValue: adapters.readStore },
        { provide: JobQueue, useValue: adapters.queue },
        { provide: Mailer, useValue: adapters.mailer },
        { provide: ErasureSweep, useValue: adapters.erasureSweep },
        { provide: RequestsInFlight, useValue: adapters.requests },
        { provide: Clock, useValue: clock },
        { provide: IdGenerator, useValue: ids },
        CommandRunner,
        ProjectionRegistry,
        ReactorRegistry,
        MailComposers,
        DemoSeeds,
        SessionTokens,
        { provide: GuessStore, useValue: adapters.guesses },
        GuessLimiter,
        { provide: KnownClients, useValue: new KnownClients(config.jwtSecret, adapters.guesses, config.publicUrl.startsWith('https:')) },
        DownloadTokens,
        DownloadAccess,
        AccessLog,
        LiveNotices,
        { provide: LiveCaps, useValue: new LiveCaps(config.liveStreamLimit) },
        PlainRouteDocs,
        Readiness,
        MetricsCollector,
        { provide: SingleUseCodes, useValue: new SingleUseCodes(config.jwtSecret) },
        MemberGuard,
        AdminGuard,
        OptionalMemberGuard,
        {
          provide: PlatformRuntime,
          inject: [ProjectionRegistry, ReactorRegistry, MailComposers],
          useFactory: (projections: ProjectionRegistry, reactors: ReactorRegistry, composers: MailComposers) =>
            new PlatformRuntime(adapters, adapters.workerLease, projections, reactors, composers),
        },
        { provide: ProjectionWaiter, useExisting: PlatformRuntime },
        { provide: ReadModelVersion, useExisting: PlatformRuntime },
      ],
      exports: [
        APP_CONFIG,
        EventStore,
        EventUpcasters,
        ReadStore,
        JobQueue,
        Mailer,
        ErasureSweep,
        Clock,
        IdGenerator,
        CommandRunner,
        ProjectionRegistry,
        ReactorRegistry,
        MailComposers,
        DemoSeeds,
        SessionTokens,
        GuessLimiter,
        KnownClients,
        DownloadTokens,
        DownloadAccess,
        AccessLog,
        LiveNotices,
        PlainRouteDocs,
        SingleUseCodes,
        MemberGuard,
        AdminGuard,
        OptionalMemberGuard,
        PlatformRuntime,
        ProjectionWaiter,
        ReadModelVersion,
        JwtModule,
      ],
    };
  }
}
