import { Global, Module } from '@nestjs/common';
import { ActiveUserLookup } from '../../platform/auth/session';
import { moduleParts } from '../../platform/module-parts';
import { memberNotices } from './live/member-notices';
import { sessionSubjects } from './live/session-subjects';
import { BootstrapAdminCommands } from './commands/bootstrap-admin-commands';
import { Erasure } from './erasure/erasure';
import { AdminUserCommands } from './commands/admin-user-commands';
import { CodeCommands } from './commands/code-commands';
import { DemoMembersSeed } from './seeds/demo-members.seed';
import { MemberImportCommands } from './commands/member-import-commands';
import { LogInService } from './sign-in/log-in.service';
import { MembershipCommands } from './commands/membership-commands';
import { PasswordCheck } from './sign-in/password-check';
import { ProfileCommands } from './commands/profile-commands';
import { UserAccounts } from './user-streams/user-accounts';
import { AdminUsersController } from './http/admin-users.controller';
import { CodesController } from './http/codes.controller';
import { LogInController } from './http/log-in.controller';
import { MembershipController } from './http/membership.controller';
import { ProfileController } from './http/profile.controller';
import { userCodesProjection } from './projections/user-codes.projection';
import { usersProjection } from './projections/users.projection';
import { memberInsightsProjection } from './projections/member-insights.projection';
import { MemberDirectory } from './public/member-directory';
import { MemberRecord } from './public/member-record';
import { PartnerGrants } from './public/partner-grants';
import { ReadModelActiveUserLookup } from './queries/active-user.lookup';
import { AdminUserQueries } from './queries/admin-user-queries';
import { MembersExport } from './queries/members-export';
import { ProfileCheckProgressQuery } from './queries/profile-check-progress';
import { SendMailWhenApplicationRejected } from './reactors/send-mail-when-application-rejected.reactor';
import { SendMailWhenMemberBlocked } from './reactors/send-mail-when-member-blocked.reactor';
import { SendMailWhenEmailAddressChanged } from './reactors/send-mail-when-email-address-changed.reactor';
import { SendMailWhenMemberImported } from './reactors/send-mail-when-member-imported.reactor';
import { SendMailWhenPasswordResetRequested } from './reactors/send-mail-when-password-reset-requested.reactor';
import { SendMailWhenTeacherApplied } from './reactors/send-mail-when-teacher-applied.reactor';
import { SendMailWhenUserActivated } from './reactors/send-mail-when-user-activated.reactor';
import { JoinedServices } from './public/joined-services';

const httpControllers = [LogInController, MembershipController, CodesController, ProfileController, AdminUsersController];
const commandServices = [UserAccounts, Erasure, PasswordCheck, LogInService, MembershipCommands, CodeCommands, ProfileCommands, AdminUserCommands, MemberImportCommands];
const queryServices = [AdminUserQueries, MembersExport, ProfileCheckProgressQuery];

// Global: every module's guards need ActiveUserLookup to re-check the signed-in user.
@Global()
@Module({
  controllers: httpControllers,
  providers: [
    ...commandServices,
    ...queryServices,
    BootstrapAdminCommands,
    ...moduleParts({
      projections: [usersProjection, userCodesProjection, memberInsightsProjection],
      reactors: [SendMailWhenTeacherApplied, SendMailWhenMemberImported, SendMailWhenUserActivated, SendMailWhenApplicationRejected, SendMailWhenMemberBlocked, SendMailWhenPasswordResetRequested, SendMailWhenEmailAddressChanged],
      seeds: [DemoMembersSeed],
      notices: [memberNotices],
      sessions: [sessionSubjects],
    }),
    MemberDirectory,
    PartnerGrants,
    MemberRecord,
    JoinedServices,
    { provide: ActiveUserLookup, useClass: ReadModelActiveUserLookup },
  ],
  // What other modules may use on purpose: the rest of accounts is its own business.
  exports: [BootstrapAdminCommands, ActiveUserLookup, MemberDirectory, PartnerGrants, MemberRecord, JoinedServices],
})
export class AccountsModule {}
