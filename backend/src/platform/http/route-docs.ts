import { Injectable } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import type { RouteAccess } from '../auth/access';

type Operation = Record<string, unknown>;

/**
 * Routes registered on Fastify directly (files at the SPEC's paths outside /api) are invisible to
 * @nestjs/swagger: their module describes them here, and the OpenAPI document takes them in.
 */
@Injectable()
export class PlainRouteDocs {
  readonly paths: Record<string, Record<string, Operation>> = {};
  /** Who may call each of these routes (`GET /path/{param}`), for the access matrix (issue 14 §3). */
  readonly access = new Map<string, RouteAccess>();

  add(path: string, method: 'get' | 'post', access: RouteAccess, operation: Operation): void {
    this.paths[path] = { ...this.paths[path], [method]: operation };
    this.access.set(`${method.toUpperCase()} ${path}`, access);
  }
}

const served = new WeakMap<FastifyInstance, Array<{ method: string; url: string }>>();

/** Remembers every route the server registers from now on, so a test can hold them against the document. */
export function recordServedRoutes(fastify: FastifyInstance): void {
  const routes: Array<{ method: string; url: string }> = [];
  served.set(fastify, routes);
  fastify.addHook('onRoute', ({ method, url }) => {
    for (const each of [method].flat()) routes.push({ method: String(each), url });
  });
}

export const servedRoutes = (fastify: FastifyInstance) => served.get(fastify) ?? [];
