import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, IsNotEmpty, MaxLength } from 'class-validator';
import { BULK_REVIEWS, BULK_REVIEW_MAX, BulkReview, BulkReviewBody, DisableUserBody, EditUserBody, REJECTION_REASON_MAX, USER_SORTS, USER_TABLES, UserIdBody, UserListQuery, UserSort, UserTable } from '../../../contract/admin-users';
import { SORT_ORDERS, SortOrder } from '../../../contract/common';
import { PageQueryDto } from '../../../platform/http/page-query.dto';
import { EmailField, IdList, PhoneField, RequiredText, ZipField } from '../../../platform/http/dto-helpers';

export class UserIdDto implements UserIdBody {
  @ApiProperty() @IsString() @IsNotEmpty() @MaxLength(64) userId: string;
}

export class DisableUserDto extends UserIdDto implements DisableUserBody {
  @ApiPropertyOptional({ maxLength: REJECTION_REASON_MAX }) @IsOptional() @IsString() @MaxLength(REJECTION_REASON_MAX) reason?: string;
}

export class BulkReviewDto implements BulkReviewBody {
  @ApiProperty({ enum: BULK_REVIEWS }) @IsIn(BULK_REVIEWS) action: BulkReview;
  @ApiProperty({ type: [String], minItems: 1, maxItems: BULK_REVIEW_MAX }) @IdList(BULK_REVIEW_MAX) userIds: string[];
}

export class EditUserDto implements EditUserBody {
  @ApiProperty() @RequiredText() firstName: string;
  @ApiProperty() @RequiredText() lastName: string;
  @ApiProperty() @EmailField() email: string;
  @ApiProperty() @PhoneField() phone: string;
  @ApiProperty() @ZipField() zip: string;
  @ApiProperty() @RequiredText() city: string;
}

/** GET /admin/users: a table, a page of it, searched and sorted (contract UserListQuery). */
export class UserListQueryDto extends PageQueryDto implements UserListQuery {
  @ApiPropertyOptional({ enum: USER_TABLES }) @IsOptional() @IsIn(USER_TABLES) table?: UserTable;
  @ApiPropertyOptional({ description: 'Words each of which the full name or the e-mail holds, accents and case aside.' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  search?: string;
  @ApiPropertyOptional({ enum: USER_SORTS }) @IsOptional() @IsIn(USER_SORTS) sort?: UserSort;
  @ApiPropertyOptional({ enum: SORT_ORDERS }) @IsOptional() @IsIn(SORT_ORDERS) order?: SortOrder;
}
