import { normalizeTeachingLevels, setTeachingLevel } from './teaching-levels';
import { TeachingLevels } from './user.events';

const all: TeachingLevels = {
  altalanosIskola: true,
  gimnazium: true,
  szakgimnazium: true,
  szakmaiTargy: true,
  idenErettsegi: true,
  felsooktatas: true,
};

describe('teaching levels (SPEC §4)', () => {
  it('unticking technikum also clears the vocational subject and this year\'s exams', () => {
    expect(setTeachingLevel(all, 'szakgimnazium', false)).toEqual({ ...all, szakgimnazium: false, szakmaiTargy: false, idenErettsegi: false });
  });

  it('unticking the vocational subject clears this year\'s exams only', () => {
    expect(setTeachingLevel(all, 'szakmaiTargy', false)).toEqual({ ...all, szakmaiTargy: false, idenErettsegi: false });
  });

  it('other boxes change alone', () => {
    expect(setTeachingLevel(all, 'gimnazium', false)).toEqual({ ...all, gimnazium: false });
    expect(setTeachingLevel(all, 'idenErettsegi', false)).toEqual({ ...all, idenErettsegi: false });
    const none = normalizeTeachingLevels({ ...all, szakgimnazium: false });
    expect(setTeachingLevel(none, 'szakgimnazium', true)).toEqual({ ...none, szakgimnazium: true });
  });

  it('normalizes stored data that breaks the rules', () => {
    expect(normalizeTeachingLevels({ ...all, szakgimnazium: false })).toEqual({
      ...all,
      szakgimnazium: false,
      szakmaiTargy: false,
      idenErettsegi: false,
    });
  });
});
