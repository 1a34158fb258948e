import { OnApplicationShutdown } from '@nestjs/common';
import mongoose, { Connection, mongo } from 'mongoose';
import { assertFileKey, FileStorage } from './file-storage.port';

/**
 * Files in MongoDB GridFS (bucket `files`), named by their key. Kept thin: no MongoDB server can run
 * here, so it is covered by the shared contract suite wherever MONGO_URL is set.
 */
export class GridFsFileStorage extends FileStorage implements OnApplicationShutdown {
  private readonly bucket: mongo.GridFSBucket;

  constructor(private readonly connection: Connection) {
    super();
    this.bucket = new mongo.GridFSBucket(connection.db!, { bucketName: 'files' });
  }

  static async connect(url: string, dbName?: string): Promise<GridFsFileStorage> {
    return new GridFsFileStorage(await mongoose.createConnection(url, { dbName }).asPromise());
  }

  async put(key: string, content: Buffer): Promise<void> {
    assertFileKey(key);
    const previous = await this.bucket.find({ filename: key }).toArray();
    await new Promise<void>((resolve, reject) => this.bucket.openUploadStream(key).on('finish', () => resolve()).on('error', reject).end(content));
    for (const file of previous) await this.bucket.delete(file._id);
  }

  async get(key: string): Promise<Buffer | null> {
    assertFileKey(key);
    const [file] = await this.bucket.find({ filename: key }).sort({ uploadDate: -1 }).limit(1).toArray();
    if (!file) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of this.bucket.openDownloadStream(file._id)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async delete(key: string): Promise<void> {
    assertFileKey(key);
    for (const file of await this.bucket.find({ filename: key }).toArray()) await this.bucket.delete(file._id);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.connection.close();
  }
}
