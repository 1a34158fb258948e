import { ProjectorCheckpoints } from '../checkpoints/projector-checkpoint';
import { EventStore } from '../event-store/event-store.port';
import { WorkerLease } from '../lease/worker-lease.port';
import { ReadStore } from '../read-store/read-store.port';
import { Projection } from './projection';
import { Projector } from './projector';

export class WorkerRunningError extends Error {
  constructor() {
    super('A worker holds the worker lease: stop every worker first (docker compose stop worker), then run the rebuild again.');
    this.name = 'WorkerRunningError';
  }
}

/**
 * Empties every read model (and the events parked for them) and replays the whole log into them, holding
 * the worker lease so that no worker writes meanwhile. The reactors' checkpoints are elsewhere and are
 * not touched: a worker started afterwards mails and promotes from where it stopped, including for
 * events appended during the rebuild. Uploaded files (GridFS) are not read models and stay.
 */
export async function rebuildReadModels(
  stores: { eventStore: EventStore; readStore: ReadStore; workerLease: WorkerLease },
  projections: Projection[],
): Promise<{ position: number }> {
  if (!(await stores.workerLease.tryAcquire())) throw new WorkerRunningError();
  try {
    const projector = new Projector(stores.eventStore, stores.readStore, new ProjectorCheckpoints(stores.readStore), projections);
    await projector.start({ rebuild: true, follow: false });
    return { position: projector.currentPosition };
  } finally {
    await stores.workerLease.release();
  }
}
