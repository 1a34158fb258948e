import { Logger } from '@nestjs/common';
import { Gauge } from 'prom-client';
import { EventLoopWatch } from './event-loop-watch';
import { registry } from './metrics';

const logger = new Logger('EventLoop');

/** The process's one watch (every app of the process shares its loop), started by configureHttp. */
export const eventLoopWatch = new EventLoopWatch(({ ms, routes }) =>
  logger.warn(`The event loop was held ${ms} ms; in flight: ${routes.length > 0 ? routes.join(', ') : 'no request'}`),
);

new Gauge({
  name: 'event_loop_longest_stretch_seconds',
  help: 'The longest stretch the event loop ran without a turn (no other request answered), since the start and in the last minute',
  labelNames: ['window'] as const,
  registers: [registry],
  collect() {
    this.set({ window: 'since_start' }, eventLoopWatch.longestSinceStart() / 1000);
    this.set({ window: 'last_minute' }, eventLoopWatch.longestInLastMinute() / 1000);
  },
});
