import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import {
  AdminServiceGroupsQuery, ArchiveBody, BULK_DECISIONS, BULK_DECISION_MAX, BulkDecision, BulkDecisionBody, CodesBody, ParticipantsMessageBody, CopyServiceBody, CreateServiceBody, GroupNameBody, MoveServiceBody, ServiceMoveBody, SignupListQuery, UserServiceBody,
} from '../../../contract/admin-services';
import { asksForPage, PageQueryDto } from '../../../platform/http/page-query.dto';
import { SIGNUP_STATUSES, type SignupStatus } from '../domain/signup-status';
import { SERVICE_GROUP_LISTS, type ServiceGroupList } from '../domain/admin-service-pages';
import { MoveDto } from '../../../platform/http/move.dto';
import { MemberServicesQuery, ServiceIdBody, SignupBody } from '../../../contract/member-services';
import { IdList, OneLine, RequiredProse, RequiredText, Visible } from '../../../platform/http/dto-helpers';
import { MESSAGE_AUDIENCES, MESSAGE_SUBJECT_MAX, MESSAGE_TEXT_MAX, MessageAudience } from '../domain/message-audience';
import { MAX_CODE_LENGTH } from '../domain/code-pool';

const Id = () => RequiredText(64);

export class GroupNameDto implements GroupNameBody {
  @ApiProperty() @RequiredText(100) name: string;
}

export class ServiceMoveDto extends MoveDto implements ServiceMoveBody {
  @ApiProperty() @Id() serviceGroupId: string;
}

export class CreateServiceDto implements CreateServiceBody {
  @ApiProperty() @Id() serviceGroupId: string;
}

export class CopyServiceDto implements CopyServiceBody {
  @ApiPropertyOptional({ description: "The category the copy goes to; the source's own when left out." }) @IsOptional() @Id() serviceGroupId?: string;
}

export class MoveServiceDto implements MoveServiceBody {
  @ApiProperty() @Id() serviceGroupId: string;
}

export class ArchiveDto implements ArchiveBody {
  @ApiProperty() @IsBoolean() archived: boolean;
}

export class UserServiceDto implements UserServiceBody {
  @ApiProperty() @Id() userId: string;
  @ApiProperty() @Id() serviceId: string;
}

export class BulkDecisionDto implements BulkDecisionBody {
  @ApiProperty() @Id() serviceId: string;
  @ApiProperty({ enum: BULK_DECISIONS }) @IsIn(BULK_DECISIONS) decision: BulkDecision;
  @ApiProperty({ type: [String], minItems: 1, maxItems: BULK_DECISION_MAX }) @IdList(BULK_DECISION_MAX) userIds: string[];
}

export class ServiceIdDto implements ServiceIdBody {
  @ApiProperty() @Id() serviceId: string;
}

export class SignupDto extends ServiceIdDto implements SignupBody {
  @ApiPropertyOptional() @IsOptional() @IsBoolean() waitlistPriority?: boolean;
  @ApiPropertyOptional({ type: 'integer', enum: [1, 2, 3, 4, 5], nullable: true, description: '1–5; required where the service asks a question' })
  @ValidateIf((_, value) => value !== undefined && value !== null)
  @IsIn([1, 2, 3, 4, 5])
  radioAnswer?: number | null;
}

export class CodesDto implements CodesBody {
  @ApiProperty({ type: [String] })
  @Visible()
  @IsArray()
  @ArrayMaxSize(10000)
  @IsString({ each: true })
  @MaxLength(MAX_CODE_LENGTH, { each: true })
  // A code is one line: what a member is handed and types back (invisible characters are dropped above).
  @OneLine({ each: true })
  codes: string[];
}

/** GET /admin/services/{id}: a page of the sign-ups, filtered by status and searched (contract SignupListQuery). */
export class SignupListQueryDto extends PageQueryDto implements SignupListQuery {
  @ApiPropertyOptional({ enum: SIGNUP_STATUSES }) @IsOptional() @IsIn(SIGNUP_STATUSES) status?: SignupStatus;
  @ApiPropertyOptional({ description: 'Words each of which the full name or the e-mail holds, accents and case aside.' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  search?: string;
}

/** GET /services: `group` names the category a page is of; a page asked without it has nothing to be a page of. */
export class MemberServicesQueryDto extends PageQueryDto implements MemberServicesQuery {
  @ApiPropertyOptional({ description: 'The category (service group) id whose services to page; required with page or pageSize.' })
  @ValidateIf((query: MemberServicesQueryDto) => query.group !== undefined || asksForPage(query))
  @Id()
  group?: string;
}

/** GET /admin/servicegroups: `group` names the category a page is of; a page or a list asked without it has nothing to be of. */
export class AdminServiceGroupsQueryDto extends PageQueryDto implements AdminServiceGroupsQuery {
  @ApiPropertyOptional({ description: 'The category (service group) id whose services to page; required with list, page or pageSize.' })
  @ValidateIf((query: AdminServiceGroupsQueryDto) => query.group !== undefined || query.list !== undefined || asksForPage(query))
  @Id()
  group?: string;

  @ApiPropertyOptional({ enum: SERVICE_GROUP_LISTS, description: 'Which of the category\'s lists: its services (the default) or its archived ones.' })
  @IsOptional()
  @IsIn(SERVICE_GROUP_LISTS)
  list?: ServiceGroupList;
}

/** POST /admin/services/{id}/message (issue 41 §7). */
export class ParticipantsMessageDto implements ParticipantsMessageBody {
  @ApiProperty({ enum: MESSAGE_AUDIENCES }) @IsIn(MESSAGE_AUDIENCES) audience: MessageAudience;
  @ApiProperty({ maxLength: MESSAGE_SUBJECT_MAX }) @RequiredText(MESSAGE_SUBJECT_MAX) subject: string;
  @ApiProperty({ maxLength: MESSAGE_TEXT_MAX }) @RequiredProse(MESSAGE_TEXT_MAX) text: string;
}
