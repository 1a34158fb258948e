import { report } from './readiness';

describe('health reports', () => {
  it('is ok when every check is up, listing each', async () => {
    expect(await report({ eventStore: async () => ({ status: 'up' }), projections: async () => ({ status: 'up', lag: 3 }) })).toEqual({
      status: 'ok',
      details: { eventStore: { status: 'up' }, projections: { status: 'up', lag: 3 } },
      info: { eventStore: { status: 'up' }, projections: { status: 'up', lag: 3 } },
      error: {},
    });
  });

  it('is an error when one check is down or throws, naming why', async () => {
    const answer = await report({
      eventStore: async () => ({ status: 'up' }),
      readStore: async () => {
        throw new Error('connection refused');
      },
    });
    expect(answer).toMatchObject({ status: 'error', info: { eventStore: { status: 'up' } }, error: { readStore: { status: 'down', message: 'connection refused' } } });
  });

  it('is ok with no checks at all (liveness)', async () => {
    expect(await report({})).toEqual({ status: 'ok', details: {}, info: {}, error: {} });
  });
});
