import { Command } from '@nestjs/cqrs';

export class LogInCommand extends Command<{ jwt: string }> {
  constructor(
    readonly email: string,
    readonly password: string,
    readonly stayLoggedIn: boolean,
  ) {
    super();
  }
}
