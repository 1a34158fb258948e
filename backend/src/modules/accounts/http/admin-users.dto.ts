import { ApiProperty } from '@nestjs/swagger';
import { IsString, IsNotEmpty, MaxLength } from 'class-validator';
import { EditUserBody, UserIdBody } from '../../../contract/admin-users';
import { EmailField, PhoneField, RequiredText, ZipField } from '../../../platform/http/dto-helpers';

export class UserIdDto implements UserIdBody {
  @ApiProperty() @IsString() @IsNotEmpty() @MaxLength(64) userId: string;
}

export class EditUserDto implements EditUserBody {
  @ApiProperty() @RequiredText() firstName: string;
  @ApiProperty() @RequiredText() lastName: string;
  @ApiProperty() @EmailField() email: string;
  @ApiProperty() @PhoneField() phone: string;
  @ApiProperty() @ZipField() zip: string;
  @ApiProperty() @RequiredText() city: string;
}
