import { describe, expect, it } from 'vitest';
import { parseEvents } from './live-stream';

describe('the live stream parser', () => {
  it('answers the data of complete events, skips comments, and keeps a half-arrived event for later', () => {
    const first = parseEvents(': connected\n\ndata: {"topic":"members"}\n\ndata: {"topic":"ser');
    expect(first.data).toEqual(['{"topic":"members"}']);
    const second = parseEvents(`${first.rest}vice","serviceId":"s1"}\r\n\r\n`);
    expect(second.data).toEqual(['{"topic":"service","serviceId":"s1"}']);
    expect(second.rest).toBe('');
  });
});
