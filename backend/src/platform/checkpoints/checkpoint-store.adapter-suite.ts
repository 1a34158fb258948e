import { CheckpointStore } from './checkpoint-store.port';

export function checkpointStoreAdapterSuite(name: string, make: () => CheckpointStore): void {
  describe(`CheckpointStore adapter suite: ${name}`, () => {
    it('loads null for a name never saved, and 0 once 0 was saved', async () => {
      const store = make();
      expect(await store.load('reactor:mail')).toBeNull();
      await store.save('reactor:mail', 0);
      expect(await store.load('reactor:mail')).toBe(0);
    });

    it('loads the last position saved under each name', async () => {
      const store = make();
      await store.save('projection:users', 10);
      await store.save('projection:users', 42);
      await store.save('reactor:mail', 7);
      expect(await store.load('projection:users')).toBe(42);
      expect(await store.load('reactor:mail')).toBe(7);
    });
  });
}
