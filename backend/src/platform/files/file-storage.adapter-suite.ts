import { randomUUID } from 'node:crypto';
import { FileStorage } from './file-storage.port';

/** Behaviour every FileStorage adapter shares; keys are unique per test, so it runs on a shared server too. */
export function fileStorageAdapterSuite(name: string, make: () => Promise<{ storage: FileStorage; cleanup(): Promise<void> }>): void {
  describe(`FileStorage adapter suite: ${name}`, () => {
    let storage: FileStorage;
    let cleanup: () => Promise<void>;
    const key = (file: string) => `contract/${randomUUID()}/${file}`;

    beforeEach(async () => ({ storage, cleanup } = await make()));
    afterEach(() => cleanup());

    it('stores, replaces, reads and deletes content', async () => {
      const k = key('a.pdf');
      await storage.put(k, Buffer.from('első'));
      await storage.put(k, Buffer.from('második változat'));
      expect((await storage.get(k))?.toString()).toBe('második változat');
      await storage.delete(k);
      expect(await storage.get(k)).toBeNull();
      await expect(storage.delete(k)).resolves.toBeUndefined();
    });

    it('keeps binary content byte for byte', async () => {
      const k = key('image.png');
      const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => i % 256));
      await storage.put(k, bytes);
      expect((await storage.get(k))?.equals(bytes)).toBe(true);
    });

    it('refuses keys that could leave the storage', async () => {
      for (const bad of ['../x', 'a/../../x', '/etc/passwd', 'a//b', '.hidden', ''])
        await expect(storage.put(bad, Buffer.from('x'))).rejects.toThrow('invalid file key');
    });
  });
}
