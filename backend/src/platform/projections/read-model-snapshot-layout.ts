import type { DocumentRun } from '../read-store/memory.read-store';
import type { Doc } from '../read-store/read-store.port';

/**
 * How the read models are laid out in the snapshot's body (FORMAT 3), by columns: per collection each
 * distinct list of keys once (a shape), every document's shape, and per shape and key one column holding
 * that key's values for the shape's documents in collection order. What a start must parse is kept
 * small, because at a million events the audit trail alone is ~740,000 rows of 14 keys:
 * - numbers (positions, revisions) and the indexes of repeated values sit in a binary section as typed
 *   arrays, which are read in place, not parsed;
 * - a column of few distinct plain values (ids of services and members, event types, dates, flags,
 *   null) is its distinct values once plus each row's index into them;
 * - a column of strings that do not repeat (document ids) is one text section plus each row's end
 *   offset in it: a start decodes the text once and cuts it, instead of parsing a quoted string per row;
 * - anything else (objects, arrays, values of mixed kinds) is written as JSON, as before.
 *
 * Body: u32 length of the plan (bytes), u32 length of the text (bytes), the plan (JSON), the text
 * (UTF-8), then the binary section. Documents are built by one function per shape that returns an
 * object literal, so each shape's documents share one hidden class and are built without a lookup per key.
 */

type Kind = 'u8' | 'u16' | 'u32' | 'f64';

/** A typed array in the binary section: its kind, its byte offset there, and its length in elements. */
interface Block {
  kind: Kind;
  at: number;
  length: number;
}

/** One key's values for the documents of one shape. */
type ColumnPlan =
  | { json: unknown[] }
  | { numbers: Block }
  /** Indexes into `distinct`. */
  | { distinct: unknown[]; index: Block }
  /** End offsets in the text section (UTF-16 units), preceded by the first value's start: length + 1 entries. */
  | { text: Block };

interface CollectionPlan {
  keys: string[][];
  /** Each document's shape (index into `keys`), in collection order; null when there is one shape or none. */
  shapes: Block | null;
  /** Per shape, per key. */
  columns: ColumnPlan[][];
  documents: number;
}

const ARRAYS = { u8: Uint8Array, u16: Uint16Array, u32: Uint32Array, f64: Float64Array } as const;
const ALIGN = 8;

/** The binary and text sections while a body is written. */
class Sections {
  private readonly blocks: Uint8Array[] = [];
  private size = 0;
  private readonly strings: string[] = [];
  private textLength = 0;

  block(values: ArrayLike<number>, kind: Kind): Block {
    const array = ARRAYS[kind].from(values);
    const at = this.size;
    this.blocks.push(new Uint8Array(array.buffer, array.byteOffset, array.byteLength));
    const padding = (ALIGN - (array.byteLength % ALIGN)) % ALIGN;
    if (padding > 0) this.blocks.push(new Uint8Array(padding));
    this.size += array.byteLength + padding;
    return { kind, at, length: array.length };
  }

  text(values: string[]): Block {
    const ends = new Array<number>(values.length + 1);
    ends[0] = this.textLength;
    for (let i = 0; i < values.length; i++) {
      this.strings.push(values[i]);
      this.textLength += values[i].length;
      ends[i + 1] = this.textLength;
    }
    return this.block(ends, 'u32');
  }

  body(plan: Record<string, CollectionPlan>): Buffer {
    const planBytes = Buffer.from(JSON.stringify(plan), 'utf8');
    const textBytes = Buffer.from(this.strings.join(''), 'utf8');
    const lengths = Buffer.alloc(8);
    lengths.writeUInt32LE(planBytes.length, 0);
    lengths.writeUInt32LE(textBytes.length, 4);
    return Buffer.concat([lengths, planBytes, textBytes, ...this.blocks]);
  }
}

const indexKind = (count: number): Kind => (count <= 0x100 ? 'u8' : count <= 0x10000 ? 'u16' : 'u32');
const isPlain = (value: unknown) => value === null || typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value));
/** A lone surrogate would not survive UTF-8 (JSON escapes it instead). */
const isWellFormedString = (value: unknown) => typeof value === 'string' && !/\p{Cs}/u.test(value);
const isUnsigned = (value: unknown) => typeof value === 'number' && value >>> 0 === value && !Object.is(value, -0);

/** Fewer distinct values than half the rows: each row's index instead of its value. */
function distinctOf(values: unknown[]): { distinct: unknown[]; indexes: number[] } | null {
  if (values.length < 4 || !values.every(isPlain)) return null;
  const indexOf = new Map<unknown, number>();
  const distinct: unknown[] = [];
  const indexes = new Array<number>(values.length);
  for (let i = 0; i < values.length; i++) {
    let index = indexOf.get(values[i]);
    if (index === undefined) {
      index = distinct.push(values[i]) - 1;
      if (distinct.length * 2 > values.length) return null;
      indexOf.set(values[i], index);
    }
    indexes[i] = index;
  }
  return { distinct, indexes };
}

function columnPlan(values: unknown[], sections: Sections): ColumnPlan {
  if (values.length > 0 && values.every((value) => typeof value === 'number' && Number.isFinite(value))) return { numbers: sections.block(values as number[], values.every(isUnsigned) ? 'u32' : 'f64') };
  const repeated = distinctOf(values);
  if (repeated) return { distinct: repeated.distinct, index: sections.block(repeated.indexes, indexKind(repeated.distinct.length)) };
  if (values.length > 0 && values.every(isWellFormedString)) return { text: sections.text(values as string[]) };
  return { json: values };
}

/** The read models as the snapshot's body. */
export function packReadModels(collections: Record<string, Doc[]>): Buffer {
  const sections = new Sections();
  const plan: Record<string, CollectionPlan> = {};
  for (const [name, docs] of Object.entries(collections)) {
    const shapeOf = new Map<string, number>();
    const keys: string[][] = [];
    const values: unknown[][][] = [];
    const shapes = docs.map((doc) => {
      const fields = Object.keys(doc);
      const signature = fields.join('\u0000');
      let shape = shapeOf.get(signature);
      if (shape === undefined) {
        shape = keys.push(fields) - 1;
        values.push(fields.map(() => []));
        shapeOf.set(signature, shape);
      }
      const columns = values[shape];
      for (let i = 0; i < fields.length; i++) columns[i].push(doc[fields[i]]);
      return shape;
    });
    plan[name] = {
      keys,
      shapes: keys.length > 1 ? sections.block(shapes, indexKind(keys.length)) : null,
      columns: values.map((columns) => columns.map((column) => columnPlan(column, sections))),
      documents: docs.length,
    };
  }
  return sections.body(plan);
}

/**
 * The read models from a body packReadModels wrote; throws when it does not hold together. Each
 * collection comes back as a run whose documents are built as they are asked for (the memory store
 * files them after the start): only the plan is read here, and every column checked against it.
 */
export function unpackReadModels(body: Buffer): Record<string, DocumentRun> {
  const planLength = body.readUInt32LE(0);
  const textLength = body.readUInt32LE(4);
  const textAt = 8 + planLength;
  const binaryAt = textAt + textLength;
  if (binaryAt > body.length) throw new RangeError('snapshot body cut short');
  const plan = JSON.parse(body.toString('utf8', 8, textAt)) as Record<string, CollectionPlan>;
  const text = body.toString('utf8', textAt, binaryAt);
  // Copied once into memory of its own: typed arrays need their offsets aligned, which the file's are not.
  const binary = new Uint8Array(body.length - binaryAt);
  binary.set(body.subarray(binaryAt));
  const view = (block: Block, length: number) => {
    if (block.length !== length || !(block.kind in ARRAYS)) throw new RangeError('snapshot column of the wrong length');
    return new ARRAYS[block.kind](binary.buffer, block.at, block.length);
  };
  const collections: Record<string, DocumentRun> = {};
  for (const [name, { keys, shapes, columns, documents }] of Object.entries(plan)) {
    const shapeAt = shapes ? view(shapes, documents) : null;
    const rows = keys.map(() => 0);
    if (shapeAt) {
      for (const shape of shapeAt) {
        if (shape >= keys.length) throw new RangeError('snapshot document of no shape');
        rows[shape]++;
      }
    } else if (keys.length === 1) rows[0] = documents;
    else if (documents > 0) throw new RangeError('snapshot collection without a shape');
    const makers = keys.map((fields, shape) => documentMaker(fields, columns[shape], rows[shape], view, text));
    keys.forEach((fields, shape) => checkIds(fields, columns[shape]));
    collections[name] = shapeAt ? runOfShapes(makers, shapeAt, documents) : runOfOneShape(makers[0], documents);
  }
  return collections;
}

function runOfOneShape(make: (row: number) => Doc, documents: number): DocumentRun {
  let row = 0;
  return { length: documents, next: () => make(row++) };
}

function runOfShapes(makers: ((row: number) => Doc)[], shapeAt: ArrayLike<number>, documents: number): DocumentRun {
  const rowOfShape = makers.map(() => 0);
  let at = 0;
  return {
    length: documents,
    next: () => {
      const shape = shapeAt[at++];
      return makers[shape](rowOfShape[shape]++);
    },
  };
}

/** Every document of a shape has a string `_id`: checked by column here, since documents are built later. */
function checkIds(fields: string[], columns: ColumnPlan[]): void {
  const column = columns[fields.indexOf('_id')];
  const ids = !column || 'numbers' in column ? [null] : 'distinct' in column ? column.distinct : 'json' in column ? column.json : [];
  if (ids.some((id) => typeof id !== 'string')) throw new TypeError('snapshot document without a string _id');
}

/**
 * A function building the documents of one shape from its columns: `(row) => ({ key: value, … })`,
 * generated once per shape so that its documents come out of one object literal (one hidden class, no
 * lookup per key). The keys enter the code as JSON string literals only; a shape with a `__proto__` key
 * (which a literal would take as the prototype) gets its properties defined one by one instead.
 */
function documentMaker(fields: string[], columns: ColumnPlan[], rows: number, view: (block: Block, length: number) => ArrayLike<number>, text: string): (row: number) => Doc {
  if (columns.length !== fields.length) throw new RangeError('snapshot shape without its columns');
  const parameters: string[] = [];
  const args: unknown[] = [];
  const pass = (name: string, value: unknown) => (parameters.push(name), args.push(value), name);
  const values = columns.map((column, i) => {
    if ('json' in column) {
      if (column.json.length !== rows) throw new RangeError('snapshot column of the wrong length');
      return `${pass(`c${i}`, column.json)}[r]`;
    }
    if ('numbers' in column) return `${pass(`c${i}`, view(column.numbers, rows))}[r]`;
    if ('distinct' in column) return `${pass(`d${i}`, column.distinct)}[${pass(`c${i}`, view(column.index, rows))}[r]]`;
    const ends = pass(`c${i}`, view(column.text, rows + 1));
    return `t.slice(${ends}[r], ${ends}[r + 1])`;
  });
  const names = fields.map((field) => JSON.stringify(field));
  const body = fields.includes('__proto__')
    ? `const doc = {}; ${names.map((name, i) => `Object.defineProperty(doc, ${name}, { value: ${values[i]}, enumerable: true, writable: true, configurable: true });`).join(' ')} return doc;`
    : `return { ${names.map((name, i) => `${name}: ${values[i]}`).join(', ')} };`;
  return new Function('t', ...parameters, `return (r) => { ${body} };`)(text, ...args) as (row: number) => Doc;
}
