import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { CodeAndPasswordBody, CodeBody, CompleteSignupBody, EmailBody, TeacherApplicationBody } from '../../../contract/account';
import { CodeField, DigitsField, EmailField, PasswordField, PhoneField, RequiredText, ZipField } from '../../../platform/http/dto-helpers';
import { EDUCATION_ID, SCHOOL_OM } from '../../../shared/field-formats';


export class EmailDto implements EmailBody {
  @ApiProperty() @EmailField() email: string;
}

export class TeacherApplicationDto implements TeacherApplicationBody {
  @ApiProperty({ description: 'The bot-check solution (ALTCHA payload).' })
  @IsOptional()
  @IsString()
  @MaxLength(10000)
  recaptcha?: string;
  @ApiProperty() @RequiredText() firstName: string;
  @ApiProperty() @RequiredText() lastName: string;
  @ApiProperty() @EmailField() email: string;
  @ApiProperty() @PhoneField() phone: string;
  @ApiProperty() @ZipField() zip: string;
  @ApiProperty() @RequiredText() city: string;
  @ApiProperty() @DigitsField(SCHOOL_OM) schoolOm: string;
  @ApiProperty() @DigitsField(EDUCATION_ID) personalId: string;
  @ApiProperty() @RequiredText(64) schoolId: string;
}

export class CodeDto implements CodeBody {
  @ApiProperty() @CodeField() q: string;
}

export class CodeAndPasswordDto extends CodeDto implements CodeAndPasswordBody {
  @ApiProperty() @PasswordField() password: string;
}

export class CompleteSignupDto extends CodeAndPasswordDto implements CompleteSignupBody {
  @ApiProperty() @DigitsField(SCHOOL_OM) schoolOm: string;
  @ApiPropertyOptional({ description: 'The school picked; without it, the school the OM id names, when known.' })
  @IsOptional()
  @RequiredText(64)
  schoolId?: string;
  @ApiProperty() @PhoneField() phone: string;
  @ApiProperty() @DigitsField(EDUCATION_ID) personalId: string;
}
