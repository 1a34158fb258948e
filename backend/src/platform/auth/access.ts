import { SetMetadata } from '@nestjs/common';
import { GUARDS_METADATA } from '@nestjs/common/constants';
import { AdminGuard, MemberGuard, OptionalMemberGuard } from './auth.guards';

/** Who may call a route (issue 14 §3): anyone, a signed-in member, or an administrator. */
export type AccessLevel = 'public' | 'member' | 'admin';

/** How a member or admin route knows its caller: the bearer header, or a download token in `?token=`. */
export type AccessProof = 'bearer' | 'download-token';

export interface RouteAccess {
  level: AccessLevel;
  proof: AccessProof;
}

const ACCESS_METADATA = 'route-access';

/**
 * Declares a route's access where its guards do not say it: a public route without a guard, or a route
 * that checks a download token itself (exports, files opened by the browser without headers).
 */
export const Access = (level: AccessLevel, proof: AccessProof = 'bearer') => SetMetadata(ACCESS_METADATA, { level, proof } satisfies RouteAccess);

type Guards = unknown[] | undefined;

/** What the guards of a handler (or its controller) enforce, if one of ours is among them. */
function enforcedBy(guards: Guards): RouteAccess | null {
  if (guards?.includes(AdminGuard)) return { level: 'admin', proof: 'bearer' };
  if (guards?.includes(MemberGuard)) return { level: 'member', proof: 'bearer' };
  if (guards?.includes(OptionalMemberGuard)) return { level: 'public', proof: 'bearer' };
  return null;
}

/**
 * The access a Nest route declares: its own @Access, its guards, its controller's @Access or guards,
 * in that order; null when nothing decides it (the access matrix then fails).
 */
export function declaredAccess(controller: object, handler: object): RouteAccess | null {
  const read = (target: object) =>
    (Reflect.getMetadata(ACCESS_METADATA, target) as RouteAccess | undefined) ?? enforcedBy(Reflect.getMetadata(GUARDS_METADATA, target) as Guards);
  return read(handler) ?? read(controller);
}
