import { fileStorageAdapterSuite } from './file-storage.adapter-suite';
import { GridFsFileStorage } from './gridfs.file-storage';

// GridFS needs a MongoDB server: the jest config runs this only where MONGO_URL is set (docker compose, CI with Mongo).
const url = process.env.MONGO_URL;
if (!url) throw new Error('MONGO_URL is not set: this suite needs a MongoDB server');

fileStorageAdapterSuite('gridfs', async () => {
  const storage = await GridFsFileStorage.connect(url, 'klub_files_contract');
  return { storage, cleanup: () => storage.onApplicationShutdown() };
});
