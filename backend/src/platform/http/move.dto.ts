import { ApiProperty } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';
import { MoveBody } from '../../contract/common';

/** A drag and drop (SPEC §4), for every list that can be reordered. */
export class MoveDto implements MoveBody {
  @ApiProperty() @IsInt() @Min(0) @Max(100000) oldIndex: number;
  @ApiProperty() @IsInt() @Min(0) @Max(100000) newIndex: number;
}
