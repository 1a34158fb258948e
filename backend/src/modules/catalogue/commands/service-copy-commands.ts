import { Injectable } from '@nestjs/common';
import { IdGenerator } from '../../../platform/clock/clock';
import { CommandMeta } from '../../../platform/commands/command-meta';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { FileStorage } from '../../../platform/files/file-storage.port';
import { ReadStore } from '../../../platform/read-store/read-store.port';
import { catalogueDecider } from '../domain/catalogue.decider';
import { CATALOGUE_STREAM } from '../domain/catalogue.events';
import { groupNotFound, serviceNotFound } from '../domain/catalogue.errors';
import { serviceDecider } from '../domain/service.decider';
import { ServiceFileData, serviceStream } from '../domain/service.events';
import { DEFAULT_SETTINGS, ServiceSettings } from '../domain/service-settings';
import { CATALOGUE, CATALOGUE_DOC } from '../projections/catalogue.projection';
import { SERVICES, ServiceDoc } from '../projections/services.projection';
import { serviceFileKey } from './service-file-commands';

type StoredFile = Omit<ServiceFileData, 'uploadedAt'>;

const settingsOf = (doc: ServiceDoc): ServiceSettings =>
  Object.fromEntries(Object.keys(DEFAULT_SETTINGS).map((key) => [key, doc[key]])) as unknown as ServiceSettings;

/**
 * Copies a service (issue 41 §7, docs/decisions/0109). The sub-page files are stored again under the
 * copy's own keys, so removing a file from one service never takes it from the other; images are
 * shared, as nothing ever deletes them.
 */
@Injectable()
export class ServiceCopyCommands {
  private readonly catalogue = this.runner.for(catalogueDecider, CATALOGUE_STREAM);
  private readonly service = this.runner.for(serviceDecider, serviceStream);

  constructor(
    private readonly runner: CommandRunner,
    private readonly storage: FileStorage,
    private readonly readStore: ReadStore,
    private readonly ids: IdGenerator,
  ) {}

  /**
   * Blobs, then the copy's stream in one decision, then its place: a failure before the stream
   * removes the blobs again; a crash before the place leaves an unlisted stream, as creating does.
   */
  async copy(sourceId: string, targetGroupId: string | undefined, meta: CommandMeta): Promise<string> {
    const source = await this.readStore.collection(SERVICES).get(sourceId);
    if (!source?.groupId) throw serviceNotFound();
    const groupId = targetGroupId ?? source.groupId;
    const catalogue = await this.readStore.collection(CATALOGUE).get(CATALOGUE_DOC);
    if (!catalogue?.groups.some((group) => group.id === groupId)) throw groupNotFound();

    const serviceId = this.ids.newId();
    const files = await this.copyFiles(source, serviceId);
    try {
      const others = await this.readStore.collection(SERVICES).find({ where: { subPageUrl: { ne: '' } } });
      const takenSubPageUrls = others.map((doc) => doc.subPageUrl);
      const settings = settingsOf(source);
      await this.service(serviceId, { type: 'CopyService', data: { serviceId, copiedFrom: sourceId, settings, files, takenSubPageUrls } }, meta);
    } catch (error) {
      await Promise.all(files.map((file) => this.storage.delete(serviceFileKey(serviceId, file.fileId))));
      throw error;
    }
    await this.catalogue({ type: 'PlaceService', data: { serviceId, groupId } }, meta);
    return serviceId;
  }

  /** One file at a time: a sub-page's files may be large, and the machine is small. A blob gone missing is left out. */
  private async copyFiles(source: ServiceDoc, serviceId: string): Promise<StoredFile[]> {
    const copied: StoredFile[] = [];
    try {
      for (const { uploadedAt, ...file } of source.files) {
        const content = await this.storage.get(serviceFileKey(source._id, file.fileId));
        if (!content) continue;
        const fileId = this.ids.newId();
        await this.storage.put(serviceFileKey(serviceId, fileId), content);
        copied.push({ ...file, fileId });
      }
    } catch (error) {
      await Promise.all(copied.map((file) => this.storage.delete(serviceFileKey(serviceId, file.fileId))));
      throw error;
    }
    return copied;
  }
}
