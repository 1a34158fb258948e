import { CanActivate, createParamDecorator, ExecutionContext, Injectable } from '@nestjs/common';
import { DomainError } from '../../shared/domain-error';
import { ActiveUserLookup, SessionUser } from './session';
import { SessionTokens } from './session-tokens';

interface AuthenticatedRequest {
  headers: Record<string, string | string[] | undefined>;
  user?: SessionUser;
}

function bearer(request: AuthenticatedRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : null;
}

/** Club routes: a valid token of a user who is still activated and not disabled. */
@Injectable()
export class MemberGuard implements CanActivate {
  constructor(
    private readonly tokens: SessionTokens,
    private readonly users: ActiveUserLookup,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const token = bearer(request);
    const claims = token ? await this.tokens.verify(token) : null;
    const user = claims ? await this.users.findActive(claims.sub) : null;
    if (!user) throw new DomainError('UNAUTHENTICATED', 'unauthenticated');
    request.user = user;
    return true;
  }
}

/** Admin routes: a member whose admin flag is set in the read model, not merely in the token. */
@Injectable()
export class AdminGuard extends MemberGuard {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    await super.canActivate(context);
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    if (!request.user?.admin) throw new DomainError('FORBIDDEN', 'forbidden');
    return true;
  }
}

export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): SessionUser => context.switchToHttp().getRequest<AuthenticatedRequest>().user!,
);
