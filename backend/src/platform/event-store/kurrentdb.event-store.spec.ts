import { KurrentDBClient, StreamNotFoundError, UnavailableError, WrongExpectedVersionError } from '@kurrent/kurrentdb-client';
import { KurrentDbEventStore } from './kurrentdb.event-store';

/** A client whose deleteStream fails the way the server answers; nothing else is called. */
function storeWhoseDeleteFails(error: Error): { store: KurrentDbEventStore; deleted: string[] } {
  const deleted: string[] = [];
  const client = {
    deleteStream: async (streamId: string) => {
      deleted.push(streamId);
      throw error;
    },
    dispose: async () => {},
  } as unknown as KurrentDBClient;
  return { store: new KurrentDbEventStore(client), deleted };
}

describe('KurrentDbEventStore.deleteStream', () => {
  it('treats the WrongExpectedVersion a server answers for a stream that never existed as nothing to delete', async () => {
    // What KurrentDB answers a delete with `any` of a missing stream (KurrentDB issue 4637).
    const error = new WrongExpectedVersionError(undefined, { streamName: 'email-nobody', expected: 'any', current: 'no_stream' });
    const { store, deleted } = storeWhoseDeleteFails(error);
    await expect(store.deleteStream('email-nobody')).resolves.toBeUndefined();
    expect(deleted).toEqual(['email-nobody']);
  });

  it('treats a stream the server does not find as nothing to delete', async () => {
    const { store } = storeWhoseDeleteFails(new StreamNotFoundError(undefined, 'user-gone'));
    await expect(store.deleteStream('user-gone')).resolves.toBeUndefined();
  });

  it('passes on any other failure, so an erasure that did not happen is not reported done', async () => {
    const unavailable = new UnavailableError(undefined);
    const { store } = storeWhoseDeleteFails(unavailable);
    await expect(store.deleteStream('user-1')).rejects.toBe(unavailable);
  });
});
