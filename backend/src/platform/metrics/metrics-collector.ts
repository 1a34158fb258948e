import { Injectable } from '@nestjs/common';
import { Gauge } from 'prom-client';
import { EventStore } from '../event-store/event-store.port';
import { JobQueue } from '../jobs/job-queue.port';
import { PlatformRuntime } from '../runtime';
import { registry } from './metrics';

/** The gauges that ask the process's parts when Prometheus scrapes. */
@Injectable()
export class MetricsCollector {
  constructor(events: EventStore, runtime: PlatformRuntime, queue: JobQueue) {
    registry.removeSingleMetric('projection_lag_events');
    registry.removeSingleMetric('job_queue_depth');
    new Gauge({
      name: 'projection_lag_events',
      help: 'Events the read models of this process are behind the log (0 where it does not project)',
      registers: [registry],
      async collect() {
        const projected = runtime.projectedPosition;
        this.set(projected === null ? 0 : Math.max(0, (await events.headPosition()) - projected));
      },
    });
    new Gauge({
      name: 'job_queue_depth',
      help: 'Jobs waiting to run, delayed or being retried',
      registers: [registry],
      async collect() {
        this.set(await queue.depth());
      },
    });
  }
}
