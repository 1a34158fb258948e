import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ParticipantsMessageResult } from '../../../contract/admin-services';
import { Access } from '../../../platform/auth/access';
import { CommandMeta } from '../../../platform/commands/command-meta';
import { Meta } from '../../../platform/http/command-meta.decorator';
import { SignupCommands } from '../commands/signup-commands';
import { ParticipantsMessageDto } from './catalogue.dto';

/** Issue 41 §7: staff write once to everyone signed up for a service (or on its waitlist). */
@ApiTags('admin')
@Access('admin')
@Controller('admin/services')
export class ParticipantsMessageController {
  constructor(private readonly signups: SignupCommands) {}

  @Post(':id/message')
  @HttpCode(200)
  async message(@Param('id') id: string, @Body() body: ParticipantsMessageDto, @Meta() meta: CommandMeta): Promise<ParticipantsMessageResult> {
    return { recipients: await this.signups.message(id, body, meta) };
  }
}
