import { describe, expect, it } from 'vitest';
import { normalizeLevels, setLevel, type Levels } from './teaching-levels';

const all: Levels = {
  altalanosIskola: true,
  gimnazium: true,
  szakgimnazium: true,
  szakmaiTargy: true,
  idenErettsegi: true,
  felsooktatas: true,
};

describe('teaching levels (SPEC §4)', () => {
  it('unticking technikum also clears the vocational subject and this year\'s exams', () => {
    expect(setLevel(all, 'szakgimnazium', false)).toEqual({ ...all, szakgimnazium: false, szakmaiTargy: false, idenErettsegi: false });
  });

  it('unticking the vocational subject clears this year\'s exams only', () => {
    expect(setLevel(all, 'szakmaiTargy', false)).toEqual({ ...all, szakmaiTargy: false, idenErettsegi: false });
  });

  it('other boxes change alone', () => {
    expect(setLevel(all, 'gimnazium', false)).toEqual({ ...all, gimnazium: false });
    expect(setLevel(all, 'idenErettsegi', false)).toEqual({ ...all, idenErettsegi: false });
    const none = normalizeLevels({ ...all, szakgimnazium: false });
    expect(setLevel(none, 'szakgimnazium', true)).toEqual({ ...none, szakgimnazium: true });
  });

  it('normalizes stored data that breaks the rules', () => {
    expect(normalizeLevels({ ...all, szakgimnazium: false })).toEqual({
      ...all,
      szakgimnazium: false,
      szakmaiTargy: false,
      idenErettsegi: false,
    });
  });
});
