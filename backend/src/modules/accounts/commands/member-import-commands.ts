import { Injectable } from '@nestjs/common';
import { MemberImportReport } from '../../../contract/admin-users';
import { CommandMeta } from '../../../platform/commands/command-meta';
import { DomainError } from '../../../shared/domain-error';
import { readMemberFile } from '../files/member-file';
import { MembershipCommands } from './membership-commands';

/**
 * Brings existing members over from a list (issue: completion): each gets a completion link by mail,
 * completes their data, and then waits for staff like any applicant. Bad rows are reported by line:
 * those the edit form would refuse (files/member-file.ts), and addresses already taken.
 */
@Injectable()
export class MemberImportCommands {
  constructor(private readonly membership: MembershipCommands) {}

  async import(buffer: Buffer, meta: CommandMeta): Promise<MemberImportReport> {
    const { members, errors } = await readMemberFile(buffer);
    const report: MemberImportReport = { imported: 0, errors };
    for (const { line, member } of members) {
      try {
        await this.membership.importMember(member, meta);
        report.imported++;
      } catch (error) {
        if (!(error instanceof DomainError && error.code === 'EMAIL_TAKEN')) throw error;
        report.errors.push({ line, message: 'Ez az email cím már foglalt.' });
      }
    }
    report.errors.sort((a, b) => a.line - b.line);
    return report;
  }
}
