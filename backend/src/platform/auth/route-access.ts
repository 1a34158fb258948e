import type { ExecutionContext } from '@nestjs/common';

/** Who may call a route (issue 14 §3): anyone, a signed-in member, or an administrator. */
export type AccessLevel = 'public' | 'member' | 'admin';

/**
 * How a route knows its caller: the bearer header; a download token in `?token=` it checks itself
 * (exports, files opened by the browser without headers); or, on a public route that answers more to
 * members, a bearer header if one is sent.
 */
export type AccessProof = 'bearer' | 'download-token' | 'bearer-if-sent';

export interface RouteAccess {
  level: AccessLevel;
  proof: AccessProof;
}

export const ACCESS_METADATA = 'route-access';

/** The access a handler declares itself, if it does: it overrides its controller's. */
export const ownAccess = (context: ExecutionContext): RouteAccess | undefined =>
  Reflect.getMetadata(ACCESS_METADATA, context.getHandler()) as RouteAccess | undefined;
