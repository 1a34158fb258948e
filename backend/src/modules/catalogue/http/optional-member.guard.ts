import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { ActiveUserLookup, SessionUser } from '../../../platform/auth/session';
import { SessionTokens } from '../../../platform/auth/session-tokens';

type Request = { headers: Record<string, string | string[] | undefined>; user?: SessionUser };

/**
 * Routes open to anyone that answer more to members (sub-pages, SPEC §2): a valid token of an active
 * user sets the current user; a missing or bad one simply leaves the request anonymous.
 */
@Injectable()
export class OptionalMemberGuard implements CanActivate {
  constructor(
    private readonly tokens: SessionTokens,
    private readonly users: ActiveUserLookup,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    const header = request.headers.authorization;
    const token = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header)?.[1] : undefined;
    const claims = token ? await this.tokens.verify(token) : null;
    const user = claims ? await this.users.findActive(claims.sub) : null;
    if (user) request.user = user;
    return true;
  }
}
