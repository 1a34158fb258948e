import { ReadModelMemo } from './read-model-memo';

function setup(version: string | null = '1:1') {
  const at = { readModelVersion: version };
  let composed = 0;
  const memo = new ReadModelMemo(at, async () => ({ composed: ++composed, list: [{ n: 1 }] }));
  return { at, memo, composedTimes: () => composed };
}

describe('read-model memo', () => {
  it('composes once while the projected position stays, concurrent callers included', async () => {
    const { memo, composedTimes } = setup();
    const [a, b] = await Promise.all([memo.get(), memo.get()]);
    expect(await memo.get()).toBe(a);
    expect(b).toBe(a);
    expect(composedTimes()).toBe(1);
  });

  it('composes again once the read models moved on, or a new projector run started', async () => {
    const { at, memo } = setup();
    expect((await memo.get()).composed).toBe(1);
    at.readModelVersion = '1:2';
    expect((await memo.get()).composed).toBe(2);
    at.readModelVersion = '2:2';
    expect((await memo.get()).composed).toBe(3);
  });

  it('keeps nothing where the position is unknown (an api replica)', async () => {
    const { memo, composedTimes } = setup(null);
    await memo.get();
    await memo.get();
    expect(composedTimes()).toBe(2);
  });

  it('hands out a frozen value, so no caller can change what the others see', async () => {
    const { memo } = setup();
    const value = await memo.get();
    expect(() => {
      value.list[0].n = 2;
    }).toThrow(TypeError);
    expect((await memo.get()).list[0].n).toBe(1);
  });

  it('does not keep a failed composition', async () => {
    const at = { readModelVersion: '1:1' };
    let calls = 0;
    const memo = new ReadModelMemo(at, async () => {
      if (++calls === 1) throw new Error('read store away');
      return 'ok';
    });
    await expect(memo.get()).rejects.toThrow('read store away');
    await expect(memo.get()).resolves.toBe('ok');
  });
});
