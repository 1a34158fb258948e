import { isOnlineOnly } from './material.types';

describe('which materials open only online (issue 21)', () => {
  it.each([
    ['a trello board', 'trello', 'https://trello.com/b/pelda'],
    ['a video', 'video', 'https://example.org/video'],
    ['a document linked from elsewhere', 'pdf', 'https://example.org/ora.pdf'],
    ['a presentation linked from elsewhere', 'ppt', 'http://example.org/ora.pptx'],
  ] as const)('%s is online only', (_what, type, link) => {
    expect(isOnlineOnly({ type, link })).toBe(true);
  });

  it.each([
    ['a file uploaded here', 'pdf', '/klub/tananyagok/letoltesek/m1/f1'],
    ['a material with no link yet', 'doc', ''],
  ] as const)('%s is not', (_what, type, link) => {
    expect(isOnlineOnly({ type, link })).toBe(false);
  });
});
