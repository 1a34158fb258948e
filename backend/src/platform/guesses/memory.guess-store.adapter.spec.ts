import { guessStoreAdapterSuite } from './guess-store.adapter-suite';
import { MemoryGuessStore } from './memory.guess-store';

guessStoreAdapterSuite('in memory', async () => {
  const store = new MemoryGuessStore();
  return { stores: [store, store], cleanup: () => store.close() };
});
