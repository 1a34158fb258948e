import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { AuthRequestBody, PartnerBody, PartnerChangeBody } from '../../../contract/partners';
import { RequiredText } from '../../../platform/http/dto-helpers';
import { PARTNER_DATA, PartnerData } from '../domain/partner.types';

export class PartnerDto implements PartnerBody {
  @ApiProperty() @RequiredText(100) name: string;
  @ApiProperty({ type: [String], description: 'Each exactly scheme://host[:port]' })
  @IsArray()
  @ArrayMaxSize(10)
  @IsString({ each: true })
  @MaxLength(200, { each: true })
  origins: string[];
  @ApiProperty({ enum: PARTNER_DATA, isArray: true }) @IsArray() @IsIn(PARTNER_DATA, { each: true }) data: PartnerData[];
  @ApiProperty() @IsBoolean() active: boolean;
}

export class PartnerChangeDto implements PartnerChangeBody {
  @ApiPropertyOptional() @IsOptional() @RequiredText(100) name?: string;
  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(10)
  @IsString({ each: true })
  @MaxLength(200, { each: true })
  origins?: string[];
  @ApiPropertyOptional({ enum: PARTNER_DATA, isArray: true }) @IsOptional() @IsArray() @IsIn(PARTNER_DATA, { each: true }) data?: PartnerData[];
  @ApiPropertyOptional() @IsOptional() @IsBoolean() active?: boolean;
}

export class AuthRequestDto implements AuthRequestBody {
  @ApiProperty({ description: "The partner page's URL (the `post` of /auth)" }) @RequiredText(2000) url: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(200) nonce?: string;
}
