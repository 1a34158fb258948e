import { Injectable } from '@nestjs/common';
import { IdGenerator } from '../../../platform/clock/clock';
import { CommandMeta } from '../../../platform/commands/command-meta';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { ReadStore } from '../../../platform/read-store/read-store.port';
import { catalogueDecider } from '../domain/catalogue.decider';
import { CATALOGUE_STREAM } from '../domain/catalogue.events';
import { serviceDecider } from '../domain/service.decider';
import { groupNotFound } from '../domain/catalogue.errors';
import { serviceStream } from '../domain/service.events';
import { CATALOGUE, CATALOGUE_DOC } from '../projections/catalogue.projection';

type Move = { oldIndex: number; newIndex: number };

/** Service groups and where each service sits (the `catalogue` stream). */
@Injectable()
export class CatalogueCommands {
  private readonly catalogue = this.runner.for(catalogueDecider, CATALOGUE_STREAM);
  private readonly service = this.runner.for(serviceDecider, serviceStream);

  constructor(
    private readonly runner: CommandRunner,
    private readonly ids: IdGenerator,
    private readonly readStore: ReadStore,
  ) {}

  async createGroup(name: string, meta: CommandMeta): Promise<string> {
    const groupId = this.ids.newId();
    await this.catalogue({ type: 'CreateGroup', data: { groupId, name } }, meta);
    return groupId;
  }

  async renameGroup(groupId: string, name: string, meta: CommandMeta): Promise<void> {
    await this.catalogue({ type: 'RenameGroup', data: { groupId, name } }, meta);
  }

  async reorderGroups(move: Move, meta: CommandMeta): Promise<void> {
    await this.catalogue({ type: 'ReorderGroups', data: move }, meta);
  }

  /**
   * The service stream first, then its place: a crash in between leaves an unplaced stream that no
   * screen lists, never a listed service without settings.
   */
  async createService(groupId: string, meta: CommandMeta): Promise<string> {
    const catalogue = await this.readStore.collection(CATALOGUE).get(CATALOGUE_DOC);
    if (!catalogue?.groups.some((group) => group.id === groupId)) throw groupNotFound();
    const serviceId = this.ids.newId();
    await this.service(serviceId, { type: 'CreateService', data: { serviceId } }, meta);
    await this.catalogue({ type: 'PlaceService', data: { serviceId, groupId } }, meta);
    return serviceId;
  }

  async reorderServices(groupId: string, move: Move, meta: CommandMeta): Promise<void> {
    await this.catalogue({ type: 'ReorderServices', data: { groupId, ...move } }, meta);
  }

  /** To the end of the other category's list (issue 41 §7). */
  async moveService(serviceId: string, groupId: string, meta: CommandMeta): Promise<void> {
    await this.catalogue({ type: 'MoveService', data: { serviceId, groupId } }, meta);
  }

  /** Only an empty one: the decider refuses a category that still holds a service, archived ones too. */
  async deleteGroup(groupId: string, meta: CommandMeta): Promise<void> {
    await this.catalogue({ type: 'DeleteGroup', data: { groupId } }, meta);
  }

  async archive(serviceId: string, archived: boolean, meta: CommandMeta): Promise<void> {
    await this.catalogue({ type: 'ArchiveService', data: { serviceId, archived } }, meta);
  }
}
