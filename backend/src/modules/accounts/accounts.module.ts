import { Global, Module, OnModuleInit } from '@nestjs/common';
import { ActiveUserLookup } from '../../platform/auth/session';
import { ProjectionRegistry, ReactorRegistry } from '../../platform/projections/projection-registry';
import { DemoSeeds } from '../../platform/seed/demo-seeds';
import { AdminBootstrapper } from './commands/bootstrap-admin';
import { AdminUserCommands } from './commands/admin-user-commands';
import { CodeCommands } from './commands/code-commands';
import { DemoMembersSeed } from './commands/demo-members.seed';
import { ImportMembers } from './commands/import-members';
import { LogInService } from './commands/log-in.service';
import { MembershipCommands } from './commands/membership-commands';
import { ProfileCommands } from './commands/profile-commands';
import { UserAccounts } from './commands/user-accounts';
import { AdminUsersController } from './http/admin-users.controller';
import { CodesController } from './http/codes.controller';
import { LogInController } from './http/log-in.controller';
import { MembershipController } from './http/membership.controller';
import { ProfileController } from './http/profile.controller';
import { userCodesProjection } from './projections/user-codes.projection';
import { usersProjection } from './projections/users.projection';
import { ReadModelActiveUserLookup } from './queries/active-user.lookup';
import { AdminUserQueries } from './queries/admin-user-queries';
import { AccountMailReactors } from './reactors/account-mail-reactors';

const httpControllers = [LogInController, MembershipController, CodesController, ProfileController, AdminUsersController];
const commandServices = [UserAccounts, LogInService, MembershipCommands, CodeCommands, ProfileCommands, AdminUserCommands, ImportMembers];
const queryServices = [AdminUserQueries];

// Global: every module's guards need ActiveUserLookup to re-check the signed-in user.
@Global()
@Module({
  controllers: httpControllers,
  providers: [
    ...commandServices,
    ...queryServices,
    AdminBootstrapper,
    AccountMailReactors,
    DemoMembersSeed,
    { provide: ActiveUserLookup, useClass: ReadModelActiveUserLookup },
  ],
  exports: [AdminBootstrapper, ActiveUserLookup, MembershipCommands],
})
export class AccountsModule implements OnModuleInit {
  constructor(
    private readonly projections: ProjectionRegistry,
    private readonly reactors: ReactorRegistry,
    private readonly mailReactors: AccountMailReactors,
    private readonly seeds: DemoSeeds,
    private readonly demoMembers: DemoMembersSeed,
  ) {}

  onModuleInit(): void {
    this.projections.add(usersProjection, userCodesProjection);
    this.reactors.add(...this.mailReactors.all());
    this.seeds.add(this.demoMembers);
  }
}
