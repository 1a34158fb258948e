import { Writable } from 'node:stream';
import { JsonLogger } from './json-logger';

function capture() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, stream };
}

describe('JSON logs', () => {
  it('writes one JSON object per line, with level, time, context and the message kept on its line', () => {
    const { lines, stream } = capture();
    const logger = new JsonLogger(['log', 'warn', 'error'], stream);
    logger.log('Jelentkezett: Anna\n{"level":50,"msg":"hamis"}', 'Membership');
    logger.error('failed', 'Error: x\n    at y', 'HttpErrors');
    logger.debug('not at this level');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ level: 30, context: 'Membership', msg: 'Jelentkezett: Anna\n{"level":50,"msg":"hamis"}', service: 'it-tanar-klub' });
    expect(typeof lines[0].time).toBe('string');
    expect(lines[1]).toMatchObject({ level: 50, context: 'HttpErrors', msg: 'failed', stack: 'Error: x\n    at y' });
  });
});
