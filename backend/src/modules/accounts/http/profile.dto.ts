import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { ChangePasswordBody, DeleteAccountBody, UpdateProfileBody } from '../../../contract/profile';
import { PasswordField, PhoneField, RequiredText, ZipField } from '../../../platform/http/dto-helpers';

/** SPEC §5: everything required except the fixed e-mail. */
export class UpdateProfileDto implements UpdateProfileBody {
  @ApiProperty() @RequiredText() firstName: string;
  @ApiProperty() @RequiredText() lastName: string;
  @ApiProperty() @RequiredText() nickName: string;
  @ApiProperty() @PhoneField() phone: string;
  @ApiProperty() @ZipField() zip: string;
  @ApiProperty() @RequiredText() city: string;
  @ApiProperty() @RequiredText(64) schoolId: string;
  @ApiProperty() @IsBoolean() altalanosIskola: boolean;
  @ApiProperty() @IsBoolean() gimnazium: boolean;
  @ApiProperty() @IsBoolean() szakgimnazium: boolean;
  @ApiProperty() @IsBoolean() szakmaiTargy: boolean;
  @ApiProperty() @IsBoolean() idenErettsegi: boolean;
  @ApiProperty() @IsBoolean() felsooktatas: boolean;
}

export class DeleteAccountDto implements DeleteAccountBody {
  @ApiProperty() @IsString() @IsNotEmpty() @MaxLength(200) password: string;
}

export class ChangePasswordDto implements ChangePasswordBody {
  @ApiProperty() @IsString() @IsNotEmpty() @MaxLength(200) currentPassword: string;
  @ApiProperty() @PasswordField() password: string;
  @ApiPropertyOptional({ description: 'The new token lasts 30 days instead of 12 hours.' }) @IsOptional() @IsBoolean() stayLoggedIn?: boolean;
}
