import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('file size (SPEC §9: bytes / 1024, rounded; under 1 KB "< 1 KB")', () => {
  it.each([
    [0, '< 1 KB'],
    [1, '< 1 KB'],
    [511, '< 1 KB'],
    [1023, '< 1 KB'],
    [1024, '1 KB'],
    [1535, '1 KB'],
    [1536, '2 KB'],
    [2560, '3 KB'],
    [1_048_576, '1024 KB'],
  ])('%i bytes → %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});
