import { CanActivate, createParamDecorator, ExecutionContext, Injectable } from '@nestjs/common';
import { forbidden, unauthenticated } from '../../shared/platform-errors';
import { ownAccess } from './route-access';
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

/**
 * The still-active user behind the request's bearer token, or null: also when the token's session has
 * ended since (its session version is behind the account's, or it claims staff rights the account lost).
 */
export async function sessionUser(request: AuthenticatedRequest, tokens: SessionTokens, users: ActiveUserLookup): Promise<SessionUser | null> {
  const token = bearer(request);
  const session = token ? await tokens.verify(token) : null;
  return session ? users.findActive(session.sub, session) : null;
}

/**
 * A handler that declares an access of its own other than a bearer one (a download token it checks
 * itself, or a public route) is let through by its controller's guard: its own @Access overrides.
 */
const overridden = (context: ExecutionContext, level: 'member' | 'admin'): boolean => {
  const own = ownAccess(context);
  return own !== undefined && (own.proof !== 'bearer' || own.level === 'public' || (level === 'admin' && own.level === 'member'));
};

/** Club routes: a valid token of a user who is still activated and not disabled. */
@Injectable()
export class MemberGuard implements CanActivate {
  constructor(
    private readonly tokens: SessionTokens,
    private readonly users: ActiveUserLookup,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (overridden(context, 'member')) return true;
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const user = await sessionUser(request, this.tokens, this.users);
    if (!user) throw unauthenticated();
    request.user = user;
    return true;
  }
}

/**
 * Routes open to anyone that answer more to members (sub-pages, SPEC §2): a valid token sets the current
 * user; a missing or bad one simply leaves the request anonymous.
 */
@Injectable()
export class OptionalMemberGuard implements CanActivate {
  constructor(
    private readonly tokens: SessionTokens,
    private readonly users: ActiveUserLookup,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const user = await sessionUser(request, this.tokens, this.users);
    if (user) request.user = user;
    return true;
  }
}

/** Admin routes: a member whose admin flag is set in the read model, not merely in the token. */
@Injectable()
export class AdminGuard extends MemberGuard {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    if (overridden(context, 'admin')) return true;
    await super.canActivate(context);
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    if (!request.user?.admin) throw forbidden();
    return true;
  }
}

export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): SessionUser => context.switchToHttp().getRequest<AuthenticatedRequest>().user!,
);
