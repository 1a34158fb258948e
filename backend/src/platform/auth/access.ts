import { applyDecorators, SetMetadata, UseGuards } from '@nestjs/common';
import { ApiBearerAuth } from '@nestjs/swagger';
import { AdminGuard, MemberGuard, OptionalMemberGuard } from './auth.guards';
import { ACCESS_METADATA, AccessLevel, AccessProof, RouteAccess } from './route-access';

export type { AccessLevel, AccessProof, RouteAccess } from './route-access';

/**
 * The OpenAPI bearer scheme on a handler, or on each handler of a controller that does not declare an
 * access of its own (an export opened with a download token documents its `?token=` instead).
 */
const bearerDocs = (): ClassDecorator & MethodDecorator => (target: object, key?: string | symbol, descriptor?: PropertyDescriptor) => {
  if (descriptor) {
    ApiBearerAuth()(target, key!, descriptor);
    return;
  }
  const prototype = (target as { prototype: Record<string, unknown> }).prototype;
  for (const name of Object.getOwnPropertyNames(prototype)) {
    const handler = prototype[name];
    if (name === 'constructor' || typeof handler !== 'function' || Reflect.getMetadata(ACCESS_METADATA, handler)) continue;
    ApiBearerAuth()(prototype, name, Object.getOwnPropertyDescriptor(prototype, name)!);
  }
};

/** The guard that enforces an access, if one does (a download token is checked by its handler). */
function guardOf({ level, proof }: RouteAccess) {
  if (proof === 'download-token') return [];
  if (proof === 'bearer-if-sent') return [UseGuards(OptionalMemberGuard)];
  if (level === 'admin') return [UseGuards(AdminGuard), bearerDocs()];
  if (level === 'member') return [UseGuards(MemberGuard), bearerDocs()];
  return [];
}

/**
 * The one way a controller says who may call it: `@Access('admin')` on the class declares the access
 * and applies its guard (and the OpenAPI bearer scheme). A handler that differs declares its own
 * `@Access` (e.g. `('admin', 'download-token')` for an export opened as a link), which overrides the
 * controller's: the controller's guard lets such a handler through, and the handler checks its token.
 */
export function Access(level: AccessLevel, proof: AccessProof = 'bearer') {
  const access: RouteAccess = { level, proof };
  return applyDecorators(SetMetadata(ACCESS_METADATA, access), ...guardOf(access));
}

/** The access a Nest route declares: its own @Access, else its controller's; null when none does (the access matrix then fails). */
export function declaredAccess(controller: object, handler: object): RouteAccess | null {
  const read = (target: object) => Reflect.getMetadata(ACCESS_METADATA, target) as RouteAccess | undefined;
  return read(handler) ?? read(controller) ?? null;
}
