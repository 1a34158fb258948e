import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength, ValidateBy } from 'class-validator';
import { CreateMaterialBody, EditMaterialBody, GroupTagsBody, MaterialIdBody, MaterialMoveBody } from '../../../contract/materials';
import { RequiredText, Visible } from '../../../platform/http/dto-helpers';
import { MoveDto } from '../../../platform/http/move.dto';
import { isMaterialLink, MATERIAL_TYPES, MaterialType } from '../domain/material.types';

const Id = () => RequiredText(64);
const trim = Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

export class MaterialIdDto implements MaterialIdBody {
  @ApiProperty() @Id() id: string;
}

export class EditMaterialDto extends MaterialIdDto implements EditMaterialBody {
  @ApiPropertyOptional() @IsOptional() @RequiredText(200) name?: string;
  @ApiPropertyOptional({ enum: MATERIAL_TYPES }) @IsOptional() @IsIn(MATERIAL_TYPES) type?: MaterialType;
  @ApiPropertyOptional({ description: 'An http(s) URL, or a file of this site' })
  @IsOptional()
  @trim
  @ValidateBy({ name: 'isMaterialLink', validator: { validate: isMaterialLink } })
  link?: string;
}

export class GroupTagsDto implements GroupTagsBody {
  @ApiProperty() @Id() id: string;
  @ApiProperty({ description: 'Tags joined by semicolons' }) @Visible() @IsString() @MaxLength(1000) tags: string;
}

export class CreateMaterialDto implements CreateMaterialBody {
  @ApiProperty() @Id() materialGroupId: string;
}

export class MaterialMoveDto extends MoveDto implements MaterialMoveBody {
  @ApiProperty() @Id() materialGroupId: string;
}
