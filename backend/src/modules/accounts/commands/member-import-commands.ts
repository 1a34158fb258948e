import { Injectable } from '@nestjs/common';
import { MemberImportPreview, MemberImportReport } from '../../../contract/admin-users';
import { CommandMeta } from '../../../platform/commands/command-meta';
import { DomainError } from '../../../shared/domain-error';
import { readMemberFile } from '../files/member-file';
import { MemberImportPlan, planMemberImport, TAKEN_ROW_TEXT } from '../files/member-import-plan';
import { MembershipCommands } from './membership-commands';

/** How many of those to be mailed the preview names; the count says the rest. */
export const PREVIEW_RECIPIENTS = 10;

/**
 * Brings existing members over from a list (issue: completion): each gets a completion link by mail,
 * completes their data, and then waits for staff like any applicant. Bad rows are reported by line:
 * those the edit form would refuse (files/member-file.ts), addresses already taken and repeated ones.
 * Staff first see the preview of a list, then send the same list again to import it (decision 0111):
 * the server keeps nothing between the two, and the import checks every row again.
 */
@Injectable()
export class MemberImportCommands {
  constructor(private readonly membership: MembershipCommands) {}

  /** Reads and checks the list; writes nothing and mails nobody. */
  async preview(buffer: Buffer): Promise<MemberImportPreview> {
    const plan = await this.plan(buffer);
    return {
      rows: plan.rows,
      importable: plan.members.length,
      errors: plan.errors,
      recipients: plan.members.slice(0, PREVIEW_RECIPIENTS).map(({ member }) => ({ fullName: `${member.lastName} ${member.firstName}`, email: member.email })),
    };
  }

  async import(buffer: Buffer, meta: CommandMeta): Promise<MemberImportReport> {
    const { members, errors } = await this.plan(buffer);
    const report: MemberImportReport = { imported: 0, errors };
    for (const { line, member } of members) {
      try {
        await this.membership.importMember(member, meta);
        report.imported++;
      } catch (error) {
        // Someone took the address since the plan was made.
        if (!(error instanceof DomainError && error.code === 'EMAIL_TAKEN')) throw error;
        report.errors.push({ line, message: TAKEN_ROW_TEXT });
      }
    }
    report.errors.sort((a, b) => a.line - b.line);
    return report;
  }

  private async plan(buffer: Buffer): Promise<MemberImportPlan> {
    const file = await readMemberFile(buffer);
    const taken = new Set<string>();
    for (const { member } of file.members) if (await this.membership.isEmailTaken(member.email)) taken.add(member.email);
    return planMemberImport(file, taken);
  }
}
