import type { mongo } from 'mongoose';
import type { Doc } from './read-store.port';
import { conditionsOf, operatorOf, Where } from './query';

/** The query vocabulary (query.ts) in MongoDB's filter language; ranges bracket by type as Mongo does. */
export function mongoFilter(where: Where<Doc> | undefined): mongo.Filter<Doc> {
  const filter: Record<string, unknown> = {};
  for (const [field, condition] of conditionsOf(where)) filter[field] = mongoCondition(condition);
  if (where?.anyOf) filter.$or = where.anyOf.map((alternative) => mongoFilter(alternative));
  if (where?.allOf) filter.$and = where.allOf.map((each) => mongoFilter(each));
  return filter as mongo.Filter<Doc>;
}

function mongoCondition(condition: unknown): unknown {
  switch (operatorOf(condition)) {
    case 'eq':
      return condition;
    case 'in':
      return { $in: (condition as { in: unknown[] }).in };
    case 'ne':
      return { $ne: (condition as { ne: unknown }).ne };
    case 'has':
      return { $elemMatch: { $eq: (condition as { has: unknown }).has } };
    case 'contains':
      // A regular expression of the text taken literally; on a list Mongo tests each element.
      return { $regex: escapeRegExp((condition as { contains: string }).contains) };
    case 'range':
      return Object.fromEntries(Object.entries(condition as object).map(([bound, limit]) => [`$${bound}`, limit]));
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
