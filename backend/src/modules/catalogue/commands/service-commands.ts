import { Injectable } from '@nestjs/common';
import { CodesReport } from '../../../contract/admin-services';
import { CommandMeta } from '../../../platform/commands/command-meta';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { ReadStore } from '../../../platform/read-store/read-store.port';
import { serviceDecider } from '../domain/service.decider';
import { CodesAdded, serviceStream } from '../domain/service.events';
import { serviceNotFound } from '../domain/catalogue.errors';
import { SettingsChanges } from '../domain/service-settings';
import { codesRemaining, SERVICES } from '../projections/services.projection';
import { sanitizeServiceHtml } from '../html/service-html';

/** Admin edits of one service: settings and the coupon code pool. */
@Injectable()
export class ServiceCommands {
  private readonly service = this.runner.for(serviceDecider, serviceStream);

  constructor(
    private readonly runner: CommandRunner,
    private readonly readStore: ReadStore,
  ) {}

  async changeSettings(serviceId: string, changes: SettingsChanges, meta: CommandMeta): Promise<void> {
    const clean = { ...changes };
    if (clean.text !== undefined) clean.text = sanitizeServiceHtml(clean.text);
    if (clean.subPageText !== undefined) clean.subPageText = sanitizeServiceHtml(clean.subPageText);
    // Uniqueness across services is checked against the read model: sub-page URLs are an admin's
    // choice, so a race between two admins saving the same URL at once is not worth a claim stream.
    const others = await this.readStore.collection(SERVICES).find({ where: { _id: { ne: serviceId }, hasSubPage: true } });
    const takenSubPageUrls = others.map((doc) => doc.subPageUrl).filter(Boolean);
    await this.service(serviceId, { type: 'ChangeSettings', data: { changes: clean, takenSubPageUrls } }, meta);
  }

  async addCodes(serviceId: string, codes: string[], meta: CommandMeta): Promise<CodesReport> {
    const { events } = await this.service(serviceId, { type: 'AddCodes', data: { codes } }, meta);
    const added = events.find((event): event is CodesAdded => event.type === 'CodesAdded')?.data.codes.length ?? 0;
    const given = codes.filter((code) => code.trim() !== '').length;
    const doc = await this.readStore.collection(SERVICES).get(serviceId);
    if (!doc) throw serviceNotFound();
    return { added, duplicates: given - added, remaining: codesRemaining(doc) };
  }
}
