import fc from 'fast-check';

/** The parts of the OpenAPI document the fuzzer reads. */
export interface Schema {
  type?: string;
  enum?: unknown[];
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  $ref?: string;
  format?: string;
}

export interface Operation {
  method: string;
  /** `/api/admin/users/{id}` */
  path: string;
  operationId: string;
  pathParams: string[];
  queryParams: string[];
  /** The JSON body's schema, resolved; null when the call takes none. */
  body: Schema | null;
  multipart: boolean;
}

interface Document {
  paths: Record<string, Record<string, { operationId: string; parameters?: Array<{ name: string; in: string }>; requestBody?: { content: Record<string, { schema: Schema }> } }>>;
  components: { schemas: Record<string, Schema> };
}

export function operationsOf(document: Document): Operation[] {
  const resolve = (schema: Schema | undefined): Schema | null =>
    schema?.$ref ? (document.components.schemas[schema.$ref.replace('#/components/schemas/', '')] ?? null) : (schema ?? null);
  return Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => {
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      return {
        method: method.toUpperCase(),
        path,
        operationId: operation.operationId,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        body: resolve(content['application/json']?.schema),
        multipart: 'multipart/form-data' in content,
      };
    }),
  );
}

/** Strings people and attackers send: empty, blank, control and bidi characters, lone surrogates, markup, injections, very long. */
const nastyString = fc.oneof(
  fc.constantFrom(
    '', ' ', '\u0000', 'a\u0000b', '\r\n', 'Kiss\nAnna', '\u202eanna', '\ud800', '\udc00x', '😀', 'é'.repeat(300),
    '<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', 'javascript:alert(1)', "' OR '1'='1", '{"$gt":""}', '$where',
    '../../etc/passwd', '..\\..\\windows', '%2e%2e%2f', '%00', 'null', 'undefined', 'true', '-1', '0', '1e309', 'NaN', '__proto__', 'constructor',
    'a@b', 'kiss.anna@example.org', 'http://example.org', 'https://', 'mailto:x@y', 'x'.repeat(5000),
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
);

const nastyNumber = fc.oneof(
  fc.constantFrom(0, -1, 1, -0, 0.5, 2 ** 31, 2 ** 53, Number.MAX_SAFE_INTEGER + 2, -(2 ** 53), 1e308, Number.MIN_VALUE),
  fc.integer(),
  fc.double({ noNaN: true }),
);

/** Any JSON value, for a field of the wrong type. */
const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  nastyNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(nastyString, nastyNumber), { maxLength: 4 }),
  fc.dictionary(fc.constantFrom('a', '$gt', '__proto__', 'constructor', 'x'), nastyString, { maxKeys: 3 }),
);

/** A value shaped like the schema (often), or of another type (sometimes). */
function valueFor(schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 3) return anyJson;
  const shaped = (() => {
    if (schema.enum) return fc.oneof(fc.constantFrom(...schema.enum), nastyString);
    switch (schema.type) {
      case 'string':
        return nastyString;
      case 'number':
      case 'integer':
        return nastyNumber;
      case 'boolean':
        return fc.boolean();
      case 'array':
        return fc.array(valueFor(schema.items, depth + 1), { maxLength: 5 });
      case 'object':
        return objectFor(schema, depth + 1);
      default:
        return anyJson;
    }
  })();
  return fc.oneof({ weight: 4, arbitrary: shaped }, { weight: 1, arbitrary: anyJson });
}

/** An object with the schema's fields: each present or missing, with an extra field now and then. */
export function objectFor(schema: Schema, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.entries(schema.properties ?? {});
  // No key is required: every field may be missing.
  const record = fc.record(Object.fromEntries(fields.map(([name, field]) => [name, valueFor(field, depth)])), { requiredKeys: [] });
  return fc.tuple(record, fc.option(fc.tuple(fc.constantFrom('extra', '__proto__', 'admin', 'id', 'constructor'), anyJson), { freq: 4 })).map(([values, extra]) =>
    extra ? { ...values, [extra[0]]: extra[1] } : values,
  );
}

/** What goes in the body: well-formed JSON of the schema, or not JSON, or not an object, or too deep. */
export function rawBodyFor(operation: Operation): fc.Arbitrary<{ body: string | undefined; contentType: string | undefined }> {
  const json = (value: unknown) => ({ body: JSON.stringify(value), contentType: 'application/json' });
  const shaped = operation.body ? objectFor(operation.body).map(json) : fc.constant({ body: undefined, contentType: undefined });
  return fc.oneof(
    { weight: 6, arbitrary: shaped },
    { weight: 1, arbitrary: fc.constantFrom('{"a":', '{', '[1,', 'nul', '"x', '{"a":1}}', '\u0000').map((body) => ({ body, contentType: 'application/json' })) },
    { weight: 1, arbitrary: anyJson.map(json) },
    { weight: 1, arbitrary: fc.integer({ min: 30, max: 3000 }).map((depth) => ({ body: `${'['.repeat(depth)}${']'.repeat(depth)}`, contentType: 'application/json' })) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('text/plain', 'application/xml', 'multipart/form-data', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded', 'application/json; charset=latin1').map(
        (contentType) => ({ body: '--x\r\nContent-Disposition: form-data; name="file"; filename="../../a.pdf"\r\n\r\n%PDF-1.4\r\n--x--', contentType }),
      ),
    },
  );
}

/** Percent-encoding that also writes lone surrogates (as the replacement character's bytes), where encodeURIComponent throws. */
const percentEncoded = (text: string) => [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

/** Path parameters as an attacker writes them: traversal, encodings, very long, empty-ish. */
export const pathParam = fc.oneof(
  fc.constantFrom('x', '1', '..', '.', '%2e%2e', '..%2f..%2fetc%2fpasswd', '%00', '%ED%A0%80', '%uD800', 'a%2Fb', '%252e', 'a'.repeat(300), '__proto__', 'null'),
  nastyString.map((text) => percentEncoded(text) || 'x'),
);

/** Junk query strings: repeated keys, brackets, huge pages, the token parameter misused. */
export const queryString = fc.oneof(
  fc.constant(''),
  fc.constantFrom('?page=-1&pageSize=1e9', '?a=1&a=2', '?__proto__[x]=1', '?token=', '?token=abc.def.ghi', '?from=2026-02-30&to=x', '?q=%ED%A0%80', '?url=javascript:alert(1)', '?%'),
  fc.array(fc.tuple(fc.constantFrom('page', 'pageSize', 'q', 'url', 'token', 'zip', 'from', 'to', 'actor', 'action', 'target', 'revision', 'x'), nastyString), { maxLength: 4 }).map(
    (pairs) => `?${pairs.map(([key, value]) => `${key}=${percentEncoded(value)}`).join('&')}`,
  ),
);

/** Odd headers beside the persona's own. */
export const junkHeaders = fc.oneof(
  { weight: 5, arbitrary: fc.constant({}) },
  {
    weight: 1,
    arbitrary: fc.constantFrom<Record<string, string>>(
      { authorization: 'Bearer x' },
      { authorization: 'Bearer ' + 'a'.repeat(4000) },
      { authorization: 'Basic YWRtaW46YWRtaW4=' },
      { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.' },
      { accept: '*/*;q=abc' },
      { 'accept-encoding': 'br;q=x, gzip;q=' },
      { 'x-forwarded-for': '1.2.3.4, 5.6.7.8' },
      { range: 'bytes=0-1,5-' },
    ),
  },
);
