import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsInt, IsString, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { UpdateServiceBody } from '../../../contract/admin-services';
import { OneLine, RequiredText, Visible } from '../../../platform/http/dto-helpers';
import { SettingsChanges } from '../domain/service-settings';

/** Absent means "unchanged"; present it must have the field's type (null only where a field allows it). */
const Given = (...rules: PropertyDecorator[]) => applyDecorators(ApiPropertyOptional(), ValidateIf((_, value) => value !== undefined), ...rules);
const Text = (max: number) => Given(IsString(), MaxLength(max));
/** A text shown as written, its invisible characters dropped (a one-line name refuses them instead). */
const Prose = (max: number) => applyDecorators(Text(max), Visible());
const Flag = () => Given(IsBoolean());
const LONG = 200_000;
const MAIL = 20_000;

/** PUT /admin/services: the id plus only the fields that changed (SPEC §4). */
export class UpdateServiceDto implements UpdateServiceBody {
  @ApiProperty() @RequiredText(64) id: string;
  @Text(200) @OneLine() name?: string;
  @Prose(2000) description?: string;
  @Prose(LONG) text?: string;
  @Prose(500) image?: string;
  @Given(IsIn([0, 1])) type?: 0 | 1;
  @Text(200) @OneLine() codeTableName?: string;
  @Prose(5000) codeDescription?: string;
  @Flag() active?: boolean;
  @Flag() hidden?: boolean;
  @ApiPropertyOptional({ nullable: true, description: 'null: no limit; 0 also means no limit' })
  @ValidateIf((_, value) => value !== undefined && value !== null)
  @IsInt()
  @Min(0)
  @Max(1_000_000)
  limit?: number | null;
  @Flag() needsApproval?: boolean;
  @Flag() cancelable?: boolean;
  @Flag() waitlistAvailable?: boolean;
  @Flag() waitlistPriorityAvailable?: boolean;
  @Prose(2000) waitlistPriorityDescription?: string;
  @Flag() alwaysAskPriority?: boolean;
  @Prose(MAIL) signedUpDescription?: string;
  @Flag() radio?: boolean;
  @Prose(500) radio1Text?: string;
  @Prose(500) radio2Text?: string;
  @Prose(500) radio3Text?: string;
  @Prose(500) radio4Text?: string;
  @Prose(500) radio5Text?: string;
  @Prose(300) emailSubject?: string;
  @Prose(MAIL) emailText?: string;
  @Prose(300) cancelEmailSubject?: string;
  @Prose(MAIL) cancelEmailText?: string;
  @Prose(300) waitlistEmailSubject?: string;
  @Prose(MAIL) waitlistEmailText?: string;
  @Flag() hasSubPage?: boolean;
  @Flag() subPagePublic?: boolean;
  @Prose(200) subPageUrl?: string;
  @Prose(LONG) subPageText?: string;
}

/** The changed fields only; class fields the body did not send are undefined (or absent). */
export function changesOf(dto: UpdateServiceDto): SettingsChanges {
  const { id, ...fields } = dto;
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as SettingsChanges;
}
