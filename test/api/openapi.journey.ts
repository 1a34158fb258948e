import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { METHOD_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { getMetadataStorage } from 'class-validator';
import { servedRoutes } from '../../backend/src/platform/http/route-docs';
import { bootApp, TestApp } from './support/boot';

type Operation = {
  operationId: string;
  requestBody?: { content: Record<string, { schema: { $ref?: string; properties?: Record<string, unknown> } }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
};
type Document = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, { properties?: Record<string, unknown> }> } };

/** A route a controller handles, as Nest knows it: its operationId and the DTO of its @Body, if any. */
interface Handler {
  operationId: string;
  body: (new () => unknown) | null;
}

function handlers(app: TestApp): Handler[] {
  const found: Handler[] = [];
  for (const module of app.app.get(ModulesContainer).values()) {
    for (const { metatype } of module.controllers.values()) {
      const controller = metatype as unknown as { name: string; prototype: Record<string, unknown> };
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const method = controller.prototype[name];
        if (typeof method !== 'function' || Reflect.getMetadata(METHOD_METADATA, method) === undefined) continue;
        const args: Record<string, { index: number }> = Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, name) ?? {};
        const bodyArg = Object.entries(args).find(([key]) => key.startsWith(`${RouteParamtypes.BODY}:`));
        const paramTypes: Array<new () => unknown> = Reflect.getMetadata('design:paramtypes', controller.prototype, name) ?? [];
        found.push({ operationId: `${controller.name}_${name}`, body: bodyArg ? paramTypes[bodyArg[1].index] : null });
      }
    }
  }
  return found;
}

const validatedProperties = (dto: new () => unknown) =>
  [...new Set(getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false).map((rule) => rule.propertyName))].sort();

/** Calls that take nothing at all: everything else that POSTs or PUTs documents its body. */
/** Calls with an empty body (SPEC §7). */
const TAKES_NOTHING = new Set(['AdminUsersController_requestProfileCheck', 'AdminMaterialsController_createGroup', 'ProfileController_signOutEverywhere']);

describe('the OpenAPI document lists every route, body and answer (issue 8)', () => {
  let app: TestApp;
  let document: Document;
  let operations: Map<string, Operation & { method: string; path: string }>;
  /** A handler on several paths has an operation on each: `${operationId}[n]`. */
  const operationsOf = (operationId: string) => [...operations.entries()].filter(([id]) => id.replace(/\[\d+\]$/, '') === operationId).map(([, op]) => op);

  beforeAll(async () => {
    app = await bootApp();
    document = (await (await fetch(`${app.url}/api/docs-json`)).json()) as Document;
    operations = new Map(
      Object.entries(document.paths).flatMap(([path, byMethod]) =>
        Object.entries(byMethod).map(([method, operation]) => [operation.operationId, { ...operation, method, path }] as const),
      ),
    );
  });
  afterAll(() => app.destroy());

  it('lists every route the server serves, files outside /api included', () => {
    const documented = new Set([...operations.values()].map(({ method, path }) => `${method.toUpperCase()} ${path}`));
    const served = servedRoutes(app.app.getHttpAdapter().getInstance())
      .filter(({ method, url }) => !['HEAD', 'OPTIONS'].includes(method) && !url.startsWith('/api/docs'))
      .map(({ method, url }) => `${method} ${url.replace(/:(\w+)/g, '{$1}')}`);
    expect(served.length).toBeGreaterThan(50);
    expect(served).toContain('GET /klub/szolgaltatasok/{subPageUrl}/letoltesek/{file}');
    expect(served.filter((route) => !documented.has(route))).toEqual([]);
  });

  it('documents the body of every call that takes one, with exactly the fields the server validates', () => {
    for (const { operationId, body } of handlers(app)) {
      const documented = operationsOf(operationId);
      expect({ operationId, documented: documented.length > 0 }).toEqual({ operationId, documented: true });
      for (const operation of documented) {
        const content = operation.requestBody?.content ?? {};
        if (body) {
          const ref = content['application/json']?.schema.$ref ?? '';
          const schema = document.components.schemas[ref.replace('#/components/schemas/', '')];
          expect({ operationId, properties: Object.keys(schema?.properties ?? {}).sort() }).toEqual({ operationId, properties: validatedProperties(body) });
        } else if (['post', 'put'].includes(operation.method) && !TAKES_NOTHING.has(operationId)) {
          // No JSON body: then it takes a file.
          expect({ operationId, multipart: Object.keys(content) }).toEqual({ operationId, multipart: ['multipart/form-data'] });
        }
      }
    }
  });

  it('documents what every call answers, and the one error shape', () => {
    for (const [operationId, { responses }] of operations) {
      const success = Object.entries(responses).filter(([status]) => status.startsWith('2'));
      expect({ operationId, answers: success.length }).toEqual({ operationId, answers: 1 });
      expect({ operationId, content: Object.keys(success[0][1].content ?? {}).length > 0 }).toEqual({ operationId, content: true });
      expect(responses.default?.content?.['application/json']?.schema).toEqual({ $ref: '#/components/schemas/ErrorBody' });
    }
  });
});
