import { Injectable } from '@nestjs/common';
import { IdGenerator } from '../../../platform/clock/clock';
import { CommandMeta } from '../../../platform/commands/command-meta';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { SCHOOLS_STREAM } from '../domain/school.events';
import { lastRowPerOm, SchoolRow } from '../domain/school-row';
import { schoolsDecider } from '../domain/schools.decider';

export interface ImportedSchools {
  imported: number;
  updated: number;
}

/**
 * A national list has thousands of schools; one append per chunk keeps each write well under
 * KurrentDB's append size limit. Not atomic across chunks, but harmless: importing the same file
 * again adds only what is missing.
 */
const CHUNK = 500;

/** The `schools` stream: school lists imported by staff (and the demo seed). */
@Injectable()
export class SchoolCommands {
  private readonly schools = this.runner.for(schoolsDecider, SCHOOLS_STREAM);

  constructor(
    private readonly runner: CommandRunner,
    private readonly ids: IdGenerator,
  ) {}

  async import(rows: SchoolRow[], meta: CommandMeta): Promise<ImportedSchools> {
    // De-duplicated before chunking, so a repeated OM id in two chunks is not counted twice.
    const unique = lastRowPerOm(rows);
    const result: ImportedSchools = { imported: 0, updated: 0 };
    for (let start = 0; start < unique.length; start += CHUNK) {
      const chunk = unique.slice(start, start + CHUNK);
      const command = { type: 'ImportSchools' as const, data: { rows: chunk, newIds: chunk.map(() => this.ids.newId()) } };
      const { events } = await this.schools(command, meta);
      for (const event of events) {
        if (event.type === 'SchoolAdded') result.imported++;
        else result.updated++;
      }
    }
    return result;
  }
}
