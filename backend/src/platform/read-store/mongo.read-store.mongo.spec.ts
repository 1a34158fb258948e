import { randomUUID } from 'node:crypto';
import { MongoReadStore } from './mongo.read-store';
import { readStoreAdapterSuite } from './read-store.adapter-suite';

// Runs only where a server exists (docker compose); the jest config leaves this file out otherwise.
const url = process.env.MONGO_URL;
if (!url) throw new Error('MONGO_URL is not set: this suite needs a MongoDB server');

readStoreAdapterSuite('MongoReadStore', async () => {
  const store = await MongoReadStore.connect(url, { dbName: `read_store_contract_${randomUUID().slice(0, 8)}` });
  return { store, cleanup: () => store.dropDatabase() };
});
