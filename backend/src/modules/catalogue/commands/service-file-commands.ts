import { Injectable } from '@nestjs/common';
import { UploadedImageView } from '../../../contract/admin-services';
import { IdGenerator } from '../../../platform/clock/clock';
import { CommandMeta } from '../../../platform/commands/command-meta';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { FileStorage } from '../../../platform/files/file-storage.port';
import { displayName, Upload } from '../../../platform/http/uploads';
import { ReadStore } from '../../../platform/read-store/read-store.port';
import { ValidationFailed } from '../../../shared/domain-error';
import { serviceDecider } from '../domain/service.decider';
import { serviceNotFound } from '../domain/catalogue.errors';
import { ServiceEvent, ServiceFileAdded, ServiceFileData, serviceStream } from '../domain/service.events';
import { SERVICES } from '../projections/services.projection';
import { downloadType, sniffImage } from '../files/file-types';

const IMAGES_PATH = '/klub/letoltesek/images/';
export const serviceFileKey = (serviceId: string, fileId: string) => `services/${serviceId}/${fileId}`;
export const imageKey = (filename: string) => `images/${filename}`;

/**
 * Files of a service's sub-page, and images for service texts. Blobs are stored under generated ids;
 * the uploaded name is only ever shown, never used as a path.
 */
@Injectable()
export class ServiceFileCommands {
  private readonly service = this.runner.for(serviceDecider, serviceStream);

  constructor(
    private readonly runner: CommandRunner,
    private readonly storage: FileStorage,
    private readonly readStore: ReadStore,
    private readonly ids: IdGenerator,
  ) {}

  /** The blob goes first: a crash before the event leaves an unlisted blob, never a listed file without one. */
  async upload(serviceId: string, upload: Upload, meta: CommandMeta): Promise<ServiceFileData> {
    if (!(await this.readStore.collection(SERVICES).get(serviceId))) throw serviceNotFound();
    const fileId = this.ids.newId();
    const filename = displayName(upload.filename);
    const file = { fileId, filename, size: upload.buffer.length, ...downloadType(filename, upload.buffer) };
    await this.storage.put(serviceFileKey(serviceId, fileId), upload.buffer);
    let events: ServiceEvent[];
    try {
      ({ events } = await this.service(serviceId, { type: 'AddFile', data: file }, meta));
    } catch (error) {
      await this.storage.delete(serviceFileKey(serviceId, fileId));
      throw error;
    }
    // The decider stamps the file with the command's time: answer what it recorded.
    const added = events.find((event): event is ServiceFileAdded => event.type === 'ServiceFileAdded')!;
    return { ...file, uploadedAt: added.data.uploadedAt };
  }

  async remove(serviceId: string, fileId: string, meta: CommandMeta): Promise<void> {
    await this.service(serviceId, { type: 'RemoveFile', data: { fileId } }, meta);
    await this.storage.delete(serviceFileKey(serviceId, fileId));
  }

  /** SPEC §7 answers an array with `originalname`; the file is served at IMAGES_PATH + filename. */
  async uploadImage(upload: Upload): Promise<UploadedImageView[]> {
    const image = sniffImage(upload.buffer);
    if (!image) throw new ValidationFailed([{ field: 'file', code: 'notAnImage' }]);
    const filename = `${this.ids.newId()}.${image.ext}`;
    await this.storage.put(imageKey(filename), upload.buffer);
    return [{ originalname: displayName(upload.filename), filename, url: `${IMAGES_PATH}${filename}`, size: upload.buffer.length }];
  }
}
