import Ajv2020, { ValidateFunction } from 'ajv/dist/2020';

type Schema = Record<string, unknown>;
interface Operation {
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

/**
 * Holds every answer of the API journeys against the app's own OpenAPI document: a successful answer
 * must come from a documented route and status and match its schema, and every error must have the
 * one error shape. So the document, and the contract types it is built from, can never drift from
 * what the server really sends.
 */
export class OpenApiConformance {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  private readonly validators = new Map<string, ValidateFunction>();
  private readonly routes: Array<{ template: string; pattern: RegExp }>;

  constructor(private readonly document: Document) {
    this.routes = Object.keys(document.paths).map((template) => ({
      template,
      pattern: new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`),
    }));
  }

  /** Throws with the reason when an answer breaks the document. */
  check(method: string, url: string, status: number, body: unknown): void {
    const path = `/api${url.split('?')[0]}`;
    if (status >= 400) return this.validate('ErrorBody', { $ref: '#/components/schemas/ErrorBody' }, body, `${method} ${path} ${status}`);
    // `/services/signup` also matches `/services/{id}`: the route that has this method, literal paths first.
    const route = this.routes
      .filter(({ template, pattern }) => pattern.test(path) && this.document.paths[template][method.toLowerCase()])
      .sort((a, b) => a.template.split('{').length - b.template.split('{').length)[0];
    const operation = route ? this.document.paths[route.template][method.toLowerCase()] : undefined;
    if (!route || !operation) throw new Error(`OpenAPI: ${method} ${path} answered ${status} but is not in the document`);
    const response = operation.responses[String(status)];
    if (!response) throw new Error(`OpenAPI: ${method} ${route.template} answered ${status}, documented: ${Object.keys(operation.responses).join(', ')}`);
    const schema = response.content?.['application/json']?.schema;
    if (schema) this.validate(`${method} ${route.template} ${status}`, schema, body, `${method} ${path} ${status}`);
  }

  private validate(key: string, schema: Schema, body: unknown, where: string): void {
    let validator = this.validators.get(key);
    if (!validator) {
      validator = this.ajv.compile({ ...schema, components: this.document.components });
      this.validators.set(key, validator);
    }
    if (validator(body)) return;
    const reasons = (validator.errors ?? []).slice(0, 5).map((error) => `${error.instancePath || '(body)'} ${error.message} ${JSON.stringify(error.params)}`);
    throw new Error(`OpenAPI: ${where} does not match its documented answer:\n  ${reasons.join('\n  ')}`);
  }
}

const byApp = new Map<string, Promise<OpenApiConformance>>();

/** The conformance checker of a running app, built from its /api/docs-json once. */
export function conformanceOf(app: { url: string }): Promise<OpenApiConformance> {
  let checker = byApp.get(app.url);
  if (!checker) {
    checker = fetch(`${app.url}/api/docs-json`).then(async (response) => new OpenApiConformance((await response.json()) as Document));
    byApp.set(app.url, checker);
  }
  return checker;
}
