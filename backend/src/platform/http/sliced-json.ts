import { Readable } from 'node:stream';
import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { map, Observable } from 'rxjs';
import { sliceClock } from '../../shared/sliced';

/**
 * A list this long (the answer itself, or a list in one of its fields) makes an answer large: it is
 * written as a stream, in slices. Shorter answers are serialized at once, as Fastify does.
 */
export const SLICED_FROM_ITEMS = 200;

/** Text gathered before it is handed to the stream: a chunk per item would cost more than the item. */
const CHUNK_CHARS = 64 * 1024;

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/** What JSON.stringify writes for a value (its toJSON first); undefined where it writes nothing. */
function jsonValue(value: unknown): unknown {
  if (value !== null && typeof value === 'object' && typeof (value as { toJSON?: unknown }).toJSON === 'function') return (value as { toJSON(): unknown }).toJSON();
  return value;
}

const skipped = (value: unknown) => value === undefined || typeof value === 'function' || typeof value === 'symbol';

const holdsAList = (value: Record<string, unknown>) => Object.values(value).some(Array.isArray);

/**
 * How the answer is walked, the same for counting and writing: lists down to the third level (the
 * groups' services), objects field by field at the first two levels when they hold a list; anything
 * below is one item, serialized at once.
 */
const walksList = (value: unknown, depth: number): value is unknown[] => Array.isArray(value) && depth <= 2;
const walksFields = (value: unknown, depth: number): value is Record<string, unknown> => depth <= 1 && isPlainObject(value) && holdsAList(value);

/** The items of the lists the answer's walk meets, counted up to `enough`. */
function itemsWithin(value: unknown, depth: number, enough: number): number {
  let count = 0;
  if (walksList(value, depth)) {
    count += value.length;
    for (let at = 0; at < value.length && count < enough; at++) count += itemsWithin(value[at], depth + 1, enough - count);
  } else if (walksFields(value, depth)) {
    for (const key in value) if (count < enough) count += itemsWithin(value[key], depth + 1, enough - count);
  }
  return count;
}

/** Whether an answer is large: its lists (at the top, in its fields, in its items' fields) hold SLICED_FROM_ITEMS items or more. */
export function isLargeAnswer(value: unknown): boolean {
  return itemsWithin(value, 0, SLICED_FROM_ITEMS) >= SLICED_FROM_ITEMS;
}

/**
 * The JSON text of `value`, the same as JSON.stringify's, in pieces: the answer's lists an item at a
 * time, the loop given back whenever the slice's budget is spent (issue 40 §1: a 2 MB answer
 * serialized at once held every other request ~100 ms at ten times the club).
 */
export async function* jsonInSlices(value: unknown): AsyncGenerator<string> {
  const clock = sliceClock();
  let text = '';
  const flush = () => {
    const out = text;
    text = '';
    return out;
  };
  async function* write(piece: unknown, depth: number): AsyncGenerator<string> {
    const json = jsonValue(piece);
    if (walksList(json, depth)) {
      text += '[';
      for (let at = 0; at < json.length; at++) {
        if (at > 0) text += ',';
        const item = jsonValue(json[at]);
        if (skipped(item)) text += 'null';
        else yield* write(item, depth + 1);
        if (text.length >= CHUNK_CHARS) yield flush();
        const pause = clock.pause();
        if (pause) await pause;
      }
      text += ']';
    } else if (walksFields(json, depth)) {
      text += '{';
      let first = true;
      for (const key of Object.keys(json)) {
        const field = jsonValue(json[key]);
        if (skipped(field)) continue;
        text += `${first ? '' : ','}${JSON.stringify(key)}:`;
        first = false;
        yield* write(field, depth + 1);
      }
      text += '}';
    } else {
      text += skipped(json) ? 'null' : JSON.stringify(json);
    }
  }
  yield* write(value, 0);
  if (text.length > 0) yield flush();
}

/**
 * Large JSON answers (isLargeAnswer) leave as a stream written in slices that yield, with the status
 * and headers they had and Content-Type application/json; compression then works on the stream as on
 * any large answer (no Content-Length, chunked). Everything else is sent as Fastify sends it.
 */
@Injectable()
export class SlicedJsonInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    return next.handle().pipe(
      map((body: unknown) => {
        if (reply.sent || !isLargeAnswer(body)) return body;
        void reply.header('content-type', 'application/json; charset=utf-8');
        return Readable.from(jsonInSlices(body), { objectMode: false });
      }),
    );
  }
}
