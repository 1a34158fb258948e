import { describe, expect, it } from 'vitest';
import { sizeInKb } from './file-size';

describe('file size (SPEC §9: bytes / 1024, rounded)', () => {
  it.each([
    [0, 0],
    [511, 0],
    [512, 1],
    [1024, 1],
    [1535, 1],
    [1536, 2],
    [2560, 3],
    [1_048_576, 1024],
  ])('%i bytes → %i KB', (bytes, kb) => {
    expect(sizeInKb(bytes)).toBe(kb);
  });
});
