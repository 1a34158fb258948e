import 'reflect-metadata';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule } from './app.module';
import { ClubBuilder } from './club-size/club-builder';
import { CLUB_SIZE_MANIFEST, ClubSizeManifest, mostSignedUp, serviceShape, SIZE_MEMBER_PASSWORD, writeManifest } from './club-size/club-manifest';
import { planClub } from './club-size/club-plan';
import { CLUB_SIZES, ClubSizeName } from './club-size/club-sizes';
import { Prng } from './club-size/prng';
import { SeededIds } from './club-size/seeded-ids';
import { SimulatedClock } from './club-size/simulated-clock';
import { ConfigError } from './config/app-config';
import { loadConfig } from './config/load-config';
import { BootstrapAdminCommands } from './modules/accounts/commands/bootstrap-admin-commands';
import { DEMO_MEMBER } from './modules/accounts/seeds/demo-members.seed';
import { UserAccounts } from './modules/accounts/user-streams/user-accounts';
import { createAdapters, READ_MODEL_SNAPSHOT } from './platform/adapters';
import { hashPassword } from './platform/auth/password-hasher';
import { DemoSeeds } from './platform/seed/demo-seeds';
import { ReadStore } from './platform/read-store/read-store.port';
import { READ_MODELS_FILE } from './platform/read-store/sqlite.read-store';
import { PlatformRuntime } from './platform/runtime';

const USAGE = 'npm run seed:size -- A|B|C [--seed N] [--until YYYY-MM-DD] [--force]';
const HISTORY_FROM = Date.UTC(2016, 0, 4, 8);
/** What a build leaves in the data dir; --force removes these (never anything else there). */
const BUILT = ['events.sqlite', 'events.sqlite-wal', 'events.sqlite-shm', READ_MODEL_SNAPSHOT, ...['', '-wal', '-shm'].map((suffix) => READ_MODELS_FILE + suffix), CLUB_SIZE_MANIFEST, 'files', 'outbox'];

/** A wrong call: its message is all the caller needs. */
class UsageError extends Error {}

interface Args {
  size: ClubSizeName;
  seed: number;
  until: number;
  force: boolean;
}

function parseArgs(argv: string[]): Args {
  const size = argv.find((arg) => /^[ABC]$/.test(arg)) as ClubSizeName | undefined;
  const value = (flag: string) => argv[argv.indexOf(flag) + 1];
  const seed = argv.includes('--seed') ? Number(value('--seed')) : 40;
  const today = new Date();
  const until = argv.includes('--until') ? Date.parse(`${value('--until')}T00:00:00Z`) : Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  if (!size || !Number.isInteger(seed) || Number.isNaN(until) || until <= HISTORY_FROM) throw new UsageError(`Usage: ${USAGE}`);
  return { size, seed, until, force: argv.includes('--force') || argv.includes('--fresh') };
}

/**
 * `npm run seed:size -- B`: builds a club of one of issue 40's sizes in DATA_DIR through the product's
 * own commands, the clock moved from 2016 to today, drawn from a seed; A is the demo content. The read
 * models catch up as it goes (in read-models.sqlite, or saved as the memory store's snapshot), so the
 * first start is a warm one.
 */
async function main(): Promise<void> {
  process.umask(0o077);
  const args = parseArgs(process.argv.slice(2));
  const config = loadConfig();
  if (config.eventStore !== 'sqlite' || config.readStore === 'mongo') throw new UsageError('seed:size builds the embedded stores (EVENT_STORE=sqlite, READ_STORE=sqlite or memory)');
  const log = join(config.dataDir, 'events.sqlite');
  if (existsSync(log) && !args.force) throw new UsageError(`${log} exists: pass --force to replace what an earlier build left in ${config.dataDir}`);
  for (const name of BUILT) rmSync(join(config.dataDir, name), { recursive: true, force: true });

  const started = Date.now();
  const clock = new SimulatedClock(new Date(args.size === 'A' ? args.until : HISTORY_FROM));
  const ids = new SeededIds(new Prng(args.seed ^ 0x5eed));
  const appConfig = { ...config, seedDemo: args.size === 'A' };
  const adapters = await createAdapters(appConfig, clock);
  // The whole app, never listening: some modules register routes as they start (catalogue/http/file-routes).
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.register(appConfig, adapters, clock, ids), new FastifyAdapter(), { logger: ['warn', 'error'], bodyParser: false });
  await app.init();
  const runtime = app.get(PlatformRuntime);
  const readStore = app.get(ReadStore);
  let builder: ClubBuilder | null = null;
  await runtime.start(appConfig.role, async () => {
    await app.get(BootstrapAdminCommands, { strict: false }).ensureAdmin(config.adminEmail, config.adminPassword);
    if (args.size === 'A') {
      await app.get(DemoSeeds).run({ actorId: null, correlationId: 'club-size-demo', now: clock.now() });
      return;
    }
    const size = CLUB_SIZES[args.size];
    const plan = planClub(size, args.seed, HISTORY_FROM, args.until);
    const admin = await app.get(UserAccounts, { strict: false }).loadByEmail(config.adminEmail);
    if (admin.state.status === 'none') throw new Error('the bootstrap admin is missing');
    builder = new ClubBuilder(app, clock, plan, size, admin.state.userId, await hashPassword(SIZE_MEMBER_PASSWORD));
    await builder.setUp();
    let shown = 0;
    await builder.run((done, total) => {
      if (done / total < shown + 0.1 && done < total) return;
      shown = done / total;
      console.log(`${Math.round(shown * 100)}% of ${total.toLocaleString('en-US')} steps, ${Math.round((Date.now() - started) / 1000)} s`);
    });
  });
  const events = await adapters.eventStore.headPosition();
  await runtime.waitFor(events, 600_000);
  const built = builder as ClubBuilder | null;
  const popularId = built ? built.serviceIds[0]! : await mostSignedUp(readStore);
  const middleId = built ? built.serviceIds[1]! : popularId;
  const member = built ? memberEmail(built) : DEMO_MEMBER.email;
  const manifest: ClubSizeManifest = {
    size: args.size,
    seed: built ? args.seed : null,
    from: new Date(args.size === 'A' ? args.until : HISTORY_FROM).toISOString().slice(0, 10),
    until: new Date(args.until).toISOString().slice(0, 10),
    middleDay: new Date((HISTORY_FROM + args.until) / 2).toISOString().slice(0, 10),
    events,
    generatedInMs: Date.now() - started,
    counts: built?.done ?? {},
    refused: built?.refused ?? {},
    admin: { email: config.adminEmail },
    member: { email: member, password: built ? SIZE_MEMBER_PASSWORD : DEMO_MEMBER.password },
    popular: await serviceShape(readStore, popularId),
    middle: await serviceShape(readStore, middleId),
  };
  // The clean stop writes the read models' snapshot: the next start is warm.
  await app.close();
  await runtime.stop();
  await adapters.close();
  writeManifest(config.dataDir, manifest);
  console.log(`Club of size ${args.size}: ${events.toLocaleString('en-US')} events in ${Math.round(manifest.generatedInMs / 1000)} s (${join(config.dataDir, CLUB_SIZE_MANIFEST)})`);
  console.log(JSON.stringify({ counts: manifest.counts, refused: manifest.refused, popular: manifest.popular, middle: manifest.middle, member: manifest.member.email }, null, 2));
}

/** A registered member still in the club, to sign in as. */
function memberEmail(builder: ClubBuilder): string {
  const member = builder.members.find((m) => m.registerAt !== null && m.disableAt === null && m.eraseAt === null && builder.userIds[m.index]);
  return member!.contact.email;
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    const known = error instanceof ConfigError || error instanceof UsageError;
    if (known) console.error(error.message);
    else new Logger('SeedSize').error(error instanceof Error ? error.stack : String(error));
    process.exit(known ? 2 : 1);
  },
);
