import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { ConfigError } from './config/app-config';
import { loadConfig } from './config/load-config';
import { startReadingSnapshot } from './platform/projections/read-model-snapshot-file';

async function main(): Promise<void> {
  // Everything the app writes (event log, uploads, mails, keys) is readable by its own user only.
  process.umask(0o077);
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  // Embedded defaults: the read models' snapshot is read while the app's modules load (imported below for that).
  if (config.eventStore === 'sqlite' && config.readStore === 'memory') startReadingSnapshot(config.dataDir);
  const { announce, createApp } = await import('./create-app');
  const running = await createApp(config);
  announce(running, config);
  const shutdown = async (signal: string) => {
    new Logger('Start').log(`${signal}: shutting down`);
    await running.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}

void main().catch((error) => {
  new Logger('Start').error(error instanceof Error ? error.stack : String(error));
  process.exit(1);
});
