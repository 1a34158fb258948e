import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { CompanyApplicationBody } from '../../../contract/companies';
import { EmailField, PhoneField, ZipField } from '../../../platform/http/dto-helpers';
import { SingleLine, Trimmed, WholeNumber } from './text-transforms';

/**
 * SPEC §7 POST /company/create; SPEC §5: everything is required except optionals. E-mail, zip and phone
 * share the teacher application's rules (platform/http/dto-helpers).
 */
export class ApplyAsCompanyDto implements CompanyApplicationBody {
  @ApiPropertyOptional({ description: 'Bot-check solution (ALTCHA payload, or a reCAPTCHA token)' })
  @IsOptional()
  @IsString()
  recaptcha?: string;

  @ApiProperty({ example: 'Példa Szoftver Kft.' })
  @SingleLine()
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  name: string;

  @ApiProperty({ example: 'pelda-szoftver.example' })
  @SingleLine()
  @IsString()
  @IsNotEmpty()
  @MaxLength(300)
  website: string;

  @ApiProperty({ example: '6720' })
  @ZipField()
  zip: string;

  @ApiProperty({ example: 'Szeged' })
  @SingleLine()
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  city: string;

  @ApiProperty()
  @SingleLine()
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  contactName: string;

  @ApiProperty()
  @EmailField()
  contactEmail: string;

  @ApiProperty({ example: '+36 30 123 4567' })
  @PhoneField()
  contactPhone: string;

  @ApiProperty({ description: 'What the company does' })
  @Trimmed()
  @IsString()
  @IsNotEmpty()
  @MaxLength(5000)
  activities: string;

  @ApiPropertyOptional({ description: 'Optional commitments the company takes on' })
  @IsOptional()
  @Trimmed()
  @IsString()
  @MaxLength(5000)
  optionals?: string;

  @ApiProperty({ example: 2, description: 'How many teachers the company can host; a numeric string is accepted' })
  @WholeNumber()
  @IsInt()
  @Min(1)
  @Max(10_000)
  teacherCount: number;
}
