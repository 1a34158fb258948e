import { Global, Module } from '@nestjs/common';
import { MailOutbox } from './mail-outbox';

/** Global: every module's reactors address mail through MailOutbox. */
@Global()
@Module({ providers: [MailOutbox], exports: [MailOutbox] })
export class MailModule {}
