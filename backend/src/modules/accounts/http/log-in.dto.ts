import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { LogInBody } from '../../../contract/account';

export class LogInDto implements LogInBody {
  @ApiProperty({ example: 'tanar@example.org' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(254)
  email: string;

  @ApiProperty()
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  password: string;

  @ApiPropertyOptional({ description: 'Stay signed in: a 30-day token instead of 12 hours.' })
  @IsOptional()
  @IsBoolean()
  stayLoggedIn?: boolean;
}
