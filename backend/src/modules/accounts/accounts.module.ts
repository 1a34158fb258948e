import { Global, Module, OnModuleInit } from '@nestjs/common';
import { ActiveUserLookup } from '../../platform/auth/session';
import { ProjectionRegistry } from '../../platform/projections/projection-registry';
import { AdminBootstrapper } from './commands/bootstrap-admin';
import { LogInHandler } from './commands/log-in.handler';
import { LogInController } from './http/log-in.controller';
import { ProfileController } from './http/profile.controller';
import { usersProjection } from './projections/users.projection';
import { ReadModelActiveUserLookup } from './queries/active-user.lookup';

const httpControllers = [LogInController, ProfileController];
const commandHandlers = [LogInHandler];

// Global: every module's guards need ActiveUserLookup to re-check the signed-in user.
@Global()
@Module({
  controllers: httpControllers,
  providers: [...commandHandlers, AdminBootstrapper, { provide: ActiveUserLookup, useClass: ReadModelActiveUserLookup }],
  exports: [AdminBootstrapper, ActiveUserLookup],
})
export class AccountsModule implements OnModuleInit {
  constructor(private readonly projections: ProjectionRegistry) {}

  onModuleInit(): void {
    this.projections.add(usersProjection);
  }
}
