import { Injectable } from '@nestjs/common';
import { MemberImportReport } from '../../../contract/admin-users';
import { CommandMeta } from '../../../platform/commands/command-meta';
import { cellText, locateColumns, readTable } from '../../../platform/tables/read-table';
import { DomainError } from '../../../shared/domain-error';
import { ContactDetails } from '../domain/user.events';
import { MembershipCommands } from './membership-commands';
import { ZIP } from '../../../shared/field-formats';

type Column = keyof ContactDetails;

const ALIASES: Record<Column, string[]> = {
  email: ['email', 'e mail', 'email cim', 'e mail cim'],
  lastName: ['lastname', 'last name', 'vezeteknev', 'csaladnev'],
  firstName: ['firstname', 'first name', 'keresztnev', 'utonev'],
  phone: ['phone', 'telefon', 'telefonszam'],
  zip: ['zip', 'iranyitoszam', 'irsz'],
  city: ['city', 'telepules', 'varos'],
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function problems(member: ContactDetails): string[] {
  const found: string[] = [];
  if (!EMAIL.test(member.email)) found.push('Hibás vagy hiányzó e-mail-cím');
  if (!member.lastName) found.push('Hiányzó vezetéknév');
  if (!member.firstName) found.push('Hiányzó keresztnév');
  if (member.zip && !ZIP.test(member.zip)) found.push('Az irányítószám 4 számjegyű');
  return found;
}

/**
 * Brings existing members over from a list (issue: completion): each gets a completion link by mail,
 * completes their data, and then waits for staff like any applicant. Bad rows are reported by line.
 */
@Injectable()
export class MemberImportCommands {
  constructor(private readonly membership: MembershipCommands) {}

  async import(buffer: Buffer, meta: CommandMeta): Promise<MemberImportReport> {
    const { columns, rows } = locateColumns(await readTable(buffer), ALIASES, ['email', 'lastName', 'firstName']);
    const report: MemberImportReport = { imported: 0, errors: [] };
    for (const { line, cells } of rows) {
      const member = Object.fromEntries(
        (Object.keys(ALIASES) as Column[]).map((column) => [column, cellText(cells, columns[column])]),
      ) as unknown as ContactDetails;
      member.email = member.email.toLowerCase();
      const found = problems(member);
      if (found.length > 0) {
        report.errors.push(...found.map((message) => ({ line, message })));
        continue;
      }
      try {
        await this.membership.importMember(member, meta);
        report.imported++;
      } catch (error) {
        if (!(error instanceof DomainError && error.code === 'EMAIL_TAKEN')) throw error;
        report.errors.push({ line, message: 'Ez az email cím már foglalt.' });
      }
    }
    return report;
  }
}
