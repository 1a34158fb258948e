import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import contract from '../../contract/openapi-schemas.json';
import { PlainRouteDocs } from './route-docs';

type Schema = Record<string, unknown>;
interface ContractSchemas {
  schemas: Record<string, Schema>;
  operations: Record<string, { schema?: Schema | null; repliesItself?: boolean }>;
}
type Operation = { operationId?: string; responses: Record<string, { description: string; content?: Record<string, { schema: Schema }> }> };

const ERROR_REF = { $ref: '#/components/schemas/ErrorBody' };

/** OpenAPI 3.0's `nullable: true` (how @nestjs/swagger writes optional nulls) as 3.1 writes it. */
function withoutNullable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNullable);
  if (value === null || typeof value !== 'object') return value;
  const { nullable, ...rest } = value as Schema;
  const converted = Object.fromEntries(Object.entries(rest).map(([key, child]) => [key, withoutNullable(child)]));
  if (nullable !== true) return converted;
  return typeof converted.type === 'string' ? { ...converted, type: [converted.type, 'null'] } : { anyOf: [converted, { type: 'null' }] };
}

/**
 * The OpenAPI document at /api/docs: routes and bodies from the controllers and DTOs (@nestjs/swagger),
 * answers from the contract types the handlers return (scripts/contract-schemas.mjs), and the one
 * error shape on every route.
 */
export function buildOpenApi(app: NestFastifyApplication, title: string): OpenAPIObject {
  const { schemas, operations } = contract as unknown as ContractSchemas;
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setOpenAPIVersion('3.1.0')
      .setTitle(title)
      .setDescription('Errors: { statusCode, message: STABLE_CODE, errors?: [{ field, code }] }')
      .addBearerAuth()
      .build(),
  );
  for (const path of Object.values(document.paths)) {
    for (const operation of Object.values(path) as Operation[]) {
      if (typeof operation !== 'object' || !operation?.responses) continue;
      // A handler on several paths gets one operationId per path: `${Controller}_${method}[n]`.
      const answer = operations[(operation.operationId ?? '').replace(/\[\d+\]$/, '')];
      const success = Object.keys(operation.responses).find((status) => status.startsWith('2'));
      if (answer?.schema && success) operation.responses[success].content = { 'application/json': { schema: answer.schema } };
      operation.responses.default = { description: 'Error', content: { 'application/json': { schema: ERROR_REF } } };
    }
  }
  Object.assign(document.paths, app.get(PlainRouteDocs).paths);
  document.components = { ...document.components, schemas: { ...document.components?.schemas, ...schemas } };
  return withoutNullable(document) as OpenAPIObject;
}
