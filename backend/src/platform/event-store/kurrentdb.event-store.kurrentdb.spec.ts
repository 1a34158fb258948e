import { eventStoreAdapterSuite } from './event-store.adapter-suite';
import { KurrentDbEventStore } from './kurrentdb.event-store';

// Runs only where a server exists (docker compose); the jest config leaves this file out otherwise.
const url = process.env.KURRENTDB_URL;
if (!url) throw new Error('KURRENTDB_URL is not set: this suite needs a KurrentDB server');

eventStoreAdapterSuite('KurrentDbEventStore', async () => ({
  store: KurrentDbEventStore.connect(url, { retryDelayMs: 100 }),
  cleanup: async () => {},
}));
