import { Injectable } from '@nestjs/common';
import { IdGenerator } from '../../../platform/clock/clock';
import { CommandMeta, eventMetadata } from '../../../platform/commands/command-meta';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { ErasureSweep } from '../../../platform/erasure/erasure-sweep';
import { EventStore } from '../../../platform/event-store/event-store.port';
import { companyDecider, deleteCompanyApplication } from '../domain/company.decider';
import { CompanyStatus } from '../domain/company-status';
import { COMPANY_DELETIONS_STREAM, CompanyApplication, companyStream } from '../domain/company.events';

/** Companies applying to host teachers: one `company-{id}` stream per application. */
@Injectable()
export class CompanyCommands {
  private readonly company = this.runner.for(companyDecider, companyStream);

  constructor(
    private readonly runner: CommandRunner,
    private readonly ids: IdGenerator,
    private readonly store: EventStore,
    private readonly sweep: ErasureSweep,
  ) {}

  /** Answers the new application's id. */
  async apply(application: CompanyApplication, meta: CommandMeta): Promise<string> {
    const companyId = this.ids.newId();
    await this.company(companyId, { type: 'ApplyAsCompany', data: { ...application, companyId } }, meta);
    return companyId;
  }

  async changeStatus(companyId: string, status: CompanyStatus, meta: CommandMeta): Promise<void> {
    await this.company(companyId, { type: 'ChangeCompanyStatus', data: { companyId, status } }, meta);
  }

  async setNote(companyId: string, note: string, meta: CommandMeta): Promise<void> {
    await this.company(companyId, { type: 'SetCompanyNote', data: { companyId, note } }, meta);
  }

  /**
   * Deletion (GDPR), as accounts erase a member (erasure/erasure.ts): the PII-free deletion first (the
   * table drops the row, the trail keeps that it happened), then the company's stream with everything
   * it told us and the staff note, then what the disk keeps of the contact's mails. A crash in between
   * is finished by deleting again while the stream is there; once it is gone the id is unknown (404).
   */
  async delete(companyId: string, meta: CommandMeta): Promise<void> {
    const stream = companyStream(companyId);
    const events = await this.store.readStream(stream);
    const state = await this.runner.readState(stream, companyDecider);
    const deleted = deleteCompanyApplication(state, { type: 'DeleteCompanyApplication', data: { companyId } }, meta);
    const addresses = [...new Set(events.flatMap(({ data }) => (typeof data.contactEmail === 'string' ? [data.contactEmail] : [])))];
    const { position } = await this.store.append(COMPANY_DELETIONS_STREAM, deleted.map((event) => ({ ...event, metadata: eventMetadata(meta) })), 'any');
    await this.store.deleteStream(stream);
    await this.runner.waitForProjections(position);
    await this.sweep.sweep({ addresses, streams: [stream] });
  }
}
