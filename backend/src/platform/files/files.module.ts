import { Module } from '@nestjs/common';
import { join } from 'node:path';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../tokens';
import { DiskFileStorage } from './disk.file-storage';
import { FileStorage } from './file-storage.port';

/** FILES=disk|gridfs (DESIGN §1). GridFS shares MongoDB with the read models, so it needs MONGO_URL. */
export async function createFileStorage(config: AppConfig): Promise<FileStorage> {
  if (config.files === 'disk') return new DiskFileStorage(join(config.dataDir, 'files'));
  if (!config.mongoUrl) throw new Error('FILES=gridfs needs READ_STORE=mongo and MONGO_URL');
  // Loaded only when used: the MongoDB client is not embedded mode's business.
  return (await import('./gridfs.file-storage')).GridFsFileStorage.connect(config.mongoUrl);
}

@Module({
  providers: [{ provide: FileStorage, inject: [APP_CONFIG], useFactory: createFileStorage }],
  exports: [FileStorage],
})
export class FilesModule {}
