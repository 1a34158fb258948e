import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DiskFileStorage } from './disk.file-storage';
import { fileStorageAdapterSuite } from './file-storage.adapter-suite';
import { GridFsFileStorage } from './gridfs.file-storage';

fileStorageAdapterSuite('disk', async () => {
  const root = mkdtempSync(join(tmpdir(), 'klub-files-'));
  return { storage: new DiskFileStorage(root), cleanup: async () => rmSync(root, { recursive: true, force: true }) };
});

// GridFS needs a MongoDB server: it runs wherever MONGO_URL is set (docker compose, CI with Mongo).
const mongoUrl = process.env.MONGO_URL;
if (mongoUrl) {
  fileStorageAdapterSuite('gridfs', async () => {
    const storage = await GridFsFileStorage.connect(mongoUrl, 'klub_files_contract');
    return { storage, cleanup: () => storage.onApplicationShutdown() };
  });
}
