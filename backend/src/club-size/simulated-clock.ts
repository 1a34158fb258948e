import { Clock } from '../platform/clock/clock';

/** The generator's time: moved forward action by action, so the club's history spans the years. */
export class SimulatedClock extends Clock {
  private current: Date;

  constructor(start: Date) {
    super();
    this.current = start;
  }

  now(): Date {
    return new Date(this.current.getTime());
  }

  /** Time never runs backwards: an earlier moment leaves the clock where it is. */
  moveTo(moment: Date): void {
    if (moment.getTime() > this.current.getTime()) this.current = new Date(moment.getTime());
  }
}
