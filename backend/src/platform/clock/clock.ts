import { randomUUID } from 'node:crypto';

/** Time is injected so that domain code and tests stay deterministic. */
export abstract class Clock {
  abstract now(): Date;
}

export class SystemClock extends Clock {
  now(): Date {
    return new Date();
  }
}

export abstract class IdGenerator {
  abstract newId(): string;
}

export class UuidGenerator extends IdGenerator {
  newId(): string {
    return randomUUID();
  }
}
