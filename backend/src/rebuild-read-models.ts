import 'reflect-metadata';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppModule } from './app.module';
import { ConfigError } from './config/app-config';
import { loadConfig } from './config/load-config';
import { createAdapters, READ_MODEL_SNAPSHOT } from './platform/adapters';
import { READ_MODELS_FILE } from './platform/read-store/sqlite.read-store';
import { SystemClock, UuidGenerator } from './platform/clock/clock';
import { ProjectionRegistry } from './platform/projections/projection-registry';
import { rebuildReadModels, WorkerRunningError } from './platform/projections/rebuild-read-models';

/**
 * `npm run rebuild-read-models`: replays the event log into empty read models in MongoDB, with the
 * environment the worker runs with (ops/README.md, "Rebuilding read models"); with READ_STORE=sqlite
 * into a fresh read-models file (the server stopped: it holds that file); with READ_STORE=memory it
 * removes the read models' snapshot, so that the next start replays the whole log.
 */
async function main(): Promise<number> {
  process.umask(0o077);
  const logger = new Logger('Rebuild');
  const config = loadConfig();
  if (config.readStore === 'memory') {
    // Embedded: the read models live in the server's memory, loaded from their snapshot at start.
    rmSync(join(config.dataDir, READ_MODEL_SNAPSHOT), { force: true });
    logger.log('READ_STORE=memory: the read-model snapshot is removed; the next start rebuilds the read models from the whole log (stop the server first, or its clean stop writes a new one).');
    return 0;
  }
  // Embedded in SQLite: a fresh file, built here, so the next start goes on from its checkpoint.
  if (config.readStore === 'sqlite') for (const suffix of ['', '-wal', '-shm']) rmSync(join(config.dataDir, READ_MODELS_FILE + suffix), { force: true });
  const clock = new SystemClock();
  // The worker's stores and lease, whatever role this shell's environment names.
  const adapters = await createAdapters({ ...config, role: 'worker' }, clock);
  const app = await NestFactory.createApplicationContext(AppModule.register(config, adapters, clock, new UuidGenerator()), { logger: ['log', 'warn', 'error'] });
  try {
    const started = Date.now();
    const { position } = await rebuildReadModels(adapters, app.get(ProjectionRegistry).projections);
    logger.log(`Read models rebuilt up to position ${position} in ${Date.now() - started} ms; start the worker again.`);
    return 0;
  } catch (error) {
    if (!(error instanceof WorkerRunningError)) throw error;
    logger.error(error.message);
    return 1;
  } finally {
    await app.close();
    await adapters.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError) console.error(error.message);
    else new Logger('Rebuild').error(error instanceof Error ? error.stack : String(error));
    process.exit(error instanceof ConfigError ? 2 : 1);
  },
);
