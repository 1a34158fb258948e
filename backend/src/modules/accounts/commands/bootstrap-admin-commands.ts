import { randomBytes } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { CommandRunner } from '../../../platform/commands/command-runner';
import { CommandMeta } from '../../../platform/commands/command-meta';
import { Clock, IdGenerator } from '../../../platform/clock/clock';
import { hashPassword, verifyPassword } from '../../../platform/auth/password-hasher';
import { emailClaimDecider } from '../domain/email-claim.decider';
import { emailStream } from '../user-streams/email-stream';
import { userDecider } from '../domain/user.decider';
import { userStream } from '../domain/user.events';
import { loadUserByEmail } from '../user-streams/load-user';

export interface BootstrapResult {
  email: string;
  /** Only when a password was generated now: printed once, never stored in clear. */
  generatedPassword: string | null;
  created: boolean;
}

/**
 * Makes sure the administrator of ADMIN_EMAIL exists. A given ADMIN_PASSWORD that differs from the
 * stored one replaces it, which is also the way back in when a generated password was lost.
 */
@Injectable()
export class BootstrapAdminCommands {
  private readonly logger = new Logger('Bootstrap');
  private readonly user = this.runner.for(userDecider, userStream);
  private readonly emailClaim = this.runner.for(emailClaimDecider, emailStream);

  constructor(
    private readonly runner: CommandRunner,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
  ) {}

  async ensureAdmin(email: string, password: string | null): Promise<BootstrapResult> {
    const meta: CommandMeta = { actorId: null, correlationId: `bootstrap-${this.ids.newId()}`, now: this.clock.now() };
    const { ownerId, state } = await loadUserByEmail(this.runner, email);
    if (state.status !== 'none') {
      if (password !== null && !(state.passwordHash && (await verifyPassword(password, state.passwordHash)))) {
        await this.user(state.userId, { type: 'ChangePassword', data: { passwordHash: await hashPassword(password) } }, meta);
        this.logger.log(`Password of ${email} replaced from ADMIN_PASSWORD`);
      }
      return { email, generatedPassword: null, created: false };
    }
    const generatedPassword = password === null ? randomBytes(12).toString('base64url') : null;
    const passwordHash = await hashPassword(password ?? generatedPassword!);
    // A crash between the two appends leaves a claimed e-mail without a user: reuse its owner id.
    const userId = ownerId ?? this.ids.newId();
    if (ownerId === null) await this.emailClaim(email, { type: 'ClaimEmail', data: { userId } }, meta);
    await this.user(userId, { type: 'BootstrapAdmin', data: { userId, email, passwordHash } }, meta);
    return { email, generatedPassword, created: true };
  }
}
