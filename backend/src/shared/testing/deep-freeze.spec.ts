import { deepFreeze } from './deep-freeze';

describe('deepFreeze (what decider specs hand to evolve and decide)', () => {
  it('refuses changes to nested objects, arrays, Maps and Sets', () => {
    const state = deepFreeze({ list: [{ n: 1 }], byId: new Map([['a', { n: 1 }]]), ids: new Set(['a']) });
    expect(() => (state.list[0].n = 2)).toThrow(TypeError);
    expect(() => state.list.push({ n: 2 })).toThrow(TypeError);
    expect(() => state.byId.set('b', { n: 2 })).toThrow(TypeError);
    expect(() => (state.byId.get('a')!.n = 2)).toThrow(TypeError);
    expect(() => state.ids.add('b')).toThrow(TypeError);
    expect(() => state.ids.delete('a')).toThrow(TypeError);
  });

  it('freezes a state again that shares frozen parts with the one before it', () => {
    const shared = deepFreeze({ byId: new Map([['a', 1]]) });
    const next = deepFreeze({ ...shared, ids: new Set(['a']) });
    expect(() => next.byId.set('b', 2)).toThrow(TypeError);
    expect(() => next.ids.add('b')).toThrow(TypeError);
  });

  it('still reads as before', () => {
    const state = deepFreeze({ byId: new Map([['a', 1]]), ids: new Set(['a']) });
    expect(state.byId.get('a')).toBe(1);
    expect([...state.ids]).toEqual(['a']);
  });
});
