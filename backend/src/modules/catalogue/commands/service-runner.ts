import { Injectable } from '@nestjs/common';
import { CommandMeta } from '../../../platform/commands/command-meta';
import { CommandResult, CommandRunner } from '../../../platform/commands/command-runner';
import { ReadStore } from '../../../platform/read-store/read-store.port';
import { CatalogueCommand } from '../domain/catalogue.commands';
import { catalogueDecider } from '../domain/catalogue.decider';
import { CatalogueEvent, CATALOGUE_STREAM } from '../domain/catalogue.events';
import { ServiceCommand } from '../domain/service.commands';
import { serviceDecider } from '../domain/service.decider';
import { ServiceEvent, serviceStream } from '../domain/service.events';
import { SERVICES, ServiceDoc } from '../projections/services.projection';

/** The two streams of the catalogue, and what the catalogue says of a service that its own stream cannot. */
@Injectable()
export class ServiceRunner {
  constructor(
    private readonly runner: CommandRunner,
    private readonly readStore: ReadStore,
  ) {}

  service(serviceId: string, command: ServiceCommand, meta: CommandMeta): Promise<CommandResult<ServiceEvent>> {
    return this.runner.run(serviceStream(serviceId), serviceDecider, command, meta);
  }

  catalogue(command: CatalogueCommand, meta: CommandMeta): Promise<CommandResult<CatalogueEvent>> {
    return this.runner.run(CATALOGUE_STREAM, catalogueDecider, command, meta);
  }

  /** Archiving is recorded in the `catalogue` stream; the service decider gets it as command data. */
  async isArchived(serviceId: string): Promise<boolean> {
    return (await this.readStore.collection<ServiceDoc>(SERVICES).get(serviceId))?.archived ?? false;
  }
}
