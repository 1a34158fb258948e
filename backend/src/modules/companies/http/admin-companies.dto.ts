import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { COMPANY_NOTE_MAX, COMPANY_STATUSES, CompanyListQuery, CompanyNoteBody, CompanyStatus, CompanyStatusBody } from '../../../contract/companies';
import { PageQueryDto } from '../../../platform/http/page-query.dto';
import { Trimmed } from './text-transforms';

export class CompanyListQueryDto extends PageQueryDto implements CompanyListQuery {
  @ApiPropertyOptional({ enum: COMPANY_STATUSES }) @IsOptional() @IsIn(COMPANY_STATUSES) status?: CompanyStatus;
}

export class CompanyStatusDto implements CompanyStatusBody {
  @ApiProperty({ enum: COMPANY_STATUSES }) @IsIn(COMPANY_STATUSES) status: CompanyStatus;
}

export class CompanyNoteDto implements CompanyNoteBody {
  @ApiProperty({ maxLength: COMPANY_NOTE_MAX, description: 'Trimmed; empty clears the note.' })
  @Trimmed()
  @IsString()
  @MaxLength(COMPANY_NOTE_MAX)
  note: string;
}
