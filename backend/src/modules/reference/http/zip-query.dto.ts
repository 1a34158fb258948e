import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';

export class ZipQueryDto {
  /** SPEC §5/§9: the form looks the city up from 4 characters on; Hungarian postcodes have 4 digits. */
  @ApiProperty({ example: '2000', description: 'Postcode: 4 or more digits' })
  @IsString()
  @Matches(/^\d{4,10}$/)
  q: string;
}
