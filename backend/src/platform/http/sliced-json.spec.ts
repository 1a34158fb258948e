import { Readable } from 'node:stream';
import { lastValueFrom, of } from 'rxjs';
import type { CallHandler, ExecutionContext } from '@nestjs/common';
import { isLargeAnswer, jsonInSlices, SLICED_FROM_ITEMS, SlicedJsonInterceptor } from './sliced-json';

async function text(pieces: AsyncIterable<string>): Promise<string> {
  let out = '';
  for await (const piece of pieces) out += piece;
  return out;
}

const row = (n: number) => ({ id: `u${n}`, name: `Kiss Anna ${n}`, at: new Date(Date.UTC(2026, 0, 1 + (n % 28))), gone: undefined, tags: ['a', n], note: n % 3 === 0 ? null : 'ő "idézet"\n' });

describe('large JSON answers written in slices (issue 40 §1)', () => {
  it.each([
    ['a long list', Array.from({ length: 500 }, (_, n) => row(n))],
    ['a page object with its rows', { items: Array.from({ length: 300 }, (_, n) => row(n)), total: 9_000, page: 1, skipped: undefined, fn: () => 1 }],
    ['a list with holes JSON writes as null', [1, undefined, () => 2, Symbol('x'), { toJSON: () => 'mine' }, [undefined]]],
    ['a record with a nested list', { record: { signups: Array.from({ length: 250 }, (_, n) => row(n)) }, at: new Date(0) }],
    ['groups with their services', Array.from({ length: 5 }, (_, g) => ({ id: `g${g}`, services: Array.from({ length: 80 }, (_, n) => row(n)), archived: [] }))],
    ['a bare value', 'szöveg'],
    ['an object without a prototype', Object.assign(Object.create(null) as object, { a: 1, list: [1, 2] })],
  ])('writes %s exactly as JSON.stringify does', async (_name, value) => {
    expect(await text(jsonInSlices(value))).toBe(JSON.stringify(value));
  });

  it('tells a large answer by its lists, at the top or in a field', () => {
    expect(isLargeAnswer(Array.from({ length: SLICED_FROM_ITEMS }, () => 1))).toBe(true);
    expect(isLargeAnswer(Array.from({ length: SLICED_FROM_ITEMS - 1 }, () => 1))).toBe(false);
    expect(isLargeAnswer({ entries: Array.from({ length: SLICED_FROM_ITEMS }, () => 1), total: 1 })).toBe(true);
    expect(isLargeAnswer({ entries: [], record: { signups: Array.from({ length: 5_000 }, () => 1) } })).toBe(true);
    expect(isLargeAnswer([{ id: 'g', services: Array.from({ length: SLICED_FROM_ITEMS }, () => 1) }])).toBe(true);
    expect(isLargeAnswer([{ id: 'g', deep: { list: Array.from({ length: 5_000 }, () => 1) } }])).toBe(false);
    expect(isLargeAnswer(Buffer.alloc(10_000))).toBe(false);
    expect(isLargeAnswer(null)).toBe(false);
  });

  it('gives the loop back in the middle of a large answer', async () => {
    const rows = Array.from({ length: 10_000 }, (_, n) => ({ ...row(n), long: 'x'.repeat(200) }));
    let turns = 0;
    const tick = setInterval(() => turns++, 0);
    const written = await text(jsonInSlices(rows));
    clearInterval(tick);
    expect(written.length).toBe(JSON.stringify(rows).length);
    expect(turns).toBeGreaterThan(0);
  });

  it('answers a large answer as a JSON stream and leaves a small one as it is', async () => {
    const headers: Record<string, string> = {};
    const reply = { sent: false, header: (name: string, value: string) => ((headers[name] = value), reply) };
    const context = { getType: () => 'http', switchToHttp: () => ({ getResponse: () => reply }) } as unknown as ExecutionContext;
    const handler = (body: unknown): CallHandler => ({ handle: () => of(body) });
    const interceptor = new SlicedJsonInterceptor();
    const small = { items: [1, 2], total: 2 };
    expect(await lastValueFrom(interceptor.intercept(context, handler(small)))).toBe(small);
    expect(headers).toEqual({});
    const large = Array.from({ length: 1_000 }, (_, n) => row(n));
    const streamed = await lastValueFrom(interceptor.intercept(context, handler(large)));
    expect(streamed).toBeInstanceOf(Readable);
    expect(headers['content-type']).toBe('application/json; charset=utf-8');
    const chunks: Buffer[] = [];
    for await (const chunk of streamed as Readable) chunks.push(Buffer.from(chunk as Buffer));
    expect(JSON.parse(Buffer.concat(chunks).toString('utf8'))).toEqual(JSON.parse(JSON.stringify(large)));
  });
});
