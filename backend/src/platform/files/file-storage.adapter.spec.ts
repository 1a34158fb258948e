import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DiskFileStorage } from './disk.file-storage';
import { fileStorageAdapterSuite } from './file-storage.adapter-suite';

fileStorageAdapterSuite('disk', async () => {
  const root = mkdtempSync(join(tmpdir(), 'klub-files-'));
  return { storage: new DiskFileStorage(root), cleanup: async () => rmSync(root, { recursive: true, force: true }) };
});
