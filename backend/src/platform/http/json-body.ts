import type { FastifyInstance } from 'fastify';
import { ValidationFailed } from '../../shared/domain-error';

/** Far deeper than any body of the contract; a deeper one is refused before it is parsed. */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether a JSON text nests objects and arrays deeper than `max`, found by counting brackets outside
 * strings: a body nested thousands of levels deep would exhaust the stack of the validators behind.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
    } else if (char === '"') {
      inString = true;
    } else if (char === '{' || char === '[') {
      if (++depth > max) return true;
    } else if (char === '}' || char === ']') {
      depth--;
    }
  }
  return false;
}

/** A high surrogate without its low half, or a low one without its high half. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const wellFormed = (text: string) => !LONE_SURROGATE.test(text);

/**
 * Paths (`a.b.0`) of the strings, keys included, that hold a lone surrogate: JSON lets "\ud800" through,
 * but such a string is no text (it cannot be encoded as UTF-8) and makes the e-mail validator throw.
 */
export function fieldsWithBrokenText(value: unknown, path = ''): string[] {
  const at = (key: string) => (path ? `${path}.${key}` : key);
  if (typeof value === 'string') return wellFormed(value) ? [] : [path || 'body'];
  if (Array.isArray(value)) return value.flatMap((item, index) => fieldsWithBrokenText(item, at(String(index))));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => (wellFormed(key) ? fieldsWithBrokenText(item, at(key)) : [at(key)]));
  }
  return [];
}

/**
 * Fastify's own JSON parser (prototype-poisoning checks kept), behind a depth limit and a check that
 * every string is well-formed: such bodies are a 400 `VALIDATION_FAILED` with field errors, never a 500.
 */
export function useGuardedJsonParser(fastify: FastifyInstance): void {
  const parse = fastify.getDefaultJsonParser('error', 'error');
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // Bodies are taken as sent, never inflated (configure-http.ts): one that says it is compressed is refused.
    const encoding = request.headers['content-encoding'];
    if (encoding !== undefined && encoding.trim().toLowerCase() !== 'identity') {
      done(Object.assign(new Error('Unsupported Content-Encoding'), { statusCode: 415 }), undefined);
      return;
    }
    const text = body as string;
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(new ValidationFailed([{ field: 'body', code: 'malformed' }]), undefined);
      return;
    }
    parse(request, text, (error, parsed) => {
      if (error) return done(error, undefined);
      const broken = fieldsWithBrokenText(parsed);
      if (broken.length > 0) return done(new ValidationFailed(broken.map((field) => ({ field, code: 'malformed' }))), undefined);
      done(null, parsed);
    });
  });
}
