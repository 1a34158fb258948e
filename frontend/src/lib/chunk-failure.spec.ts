import { describe, expect, it, vi } from 'vitest';
import { RELOADED_FOR_KEY, failedChunkUrl, isChunkLoadError, reloadForNewRelease } from './chunk-failure';

const ORIGIN = 'https://klub.example.org';
const chromium = (file: string) => new TypeError(`Failed to fetch dynamically imported module: ${ORIGIN}/assets/${file}`);
const safari = () => new TypeError('Importing a module script failed.');

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
}

/** A release check against a server that answers `status` for every file. */
function releaseCheck(status: number | null) {
  const statusOf = vi.fn(async () => status);
  const reload = vi.fn();
  return { statusOf, reload, storage: memoryStorage(), online: true, origin: ORIGIN, ownUrl: `${ORIGIN}/assets/index-old.js` };
}

describe('a chunk of the app that did not arrive (issue 21)', () => {
  it('is recognised in the words of Chromium, Firefox, Safari and Vite’s preloader', () => {
    expect(isChunkLoadError(chromium('meetups-abc.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError(`error loading dynamically imported module: ${ORIGIN}/assets/a.js`))).toBe(true);
    expect(isChunkLoadError(safari())).toBe(true);
    expect(isChunkLoadError(new Error(`Unable to preload CSS for ${ORIGIN}/assets/a.css`))).toBe(true);
    expect(isChunkLoadError(new TypeError('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('names the file when the browser does, on this site only', () => {
    expect(failedChunkUrl(chromium('meetups-abc.js'), ORIGIN)).toBe(`${ORIGIN}/assets/meetups-abc.js`);
    expect(failedChunkUrl(safari(), ORIGIN)).toBeNull();
    expect(failedChunkUrl(new TypeError('Failed to fetch dynamically imported module: https://cdn.example.com/x.js'), ORIGIN)).toBeNull();
  });
});

describe('after a new release the page loads again by itself, once', () => {
  it('reloads when the failed chunk is gone from the server (404)', async () => {
    const check = releaseCheck(404);
    await expect(reloadForNewRelease(chromium('meetups-abc.js'), check)).resolves.toBe(true);
    expect(check.statusOf).toHaveBeenCalledWith(`${ORIGIN}/assets/meetups-abc.js`);
    expect(check.reload).toHaveBeenCalledOnce();
  });

  it('does not reload again when the same file is missing after the reload: no loop', async () => {
    const check = releaseCheck(404);
    await reloadForNewRelease(chromium('meetups-abc.js'), check);
    await expect(reloadForNewRelease(chromium('meetups-abc.js'), check)).resolves.toBe(false);
    expect(check.reload).toHaveBeenCalledOnce();
    expect(check.storage.getItem(RELOADED_FOR_KEY)).toBe(`${ORIGIN}/assets/meetups-abc.js`);
  });

  it('asks about its own script when the browser does not name the chunk', async () => {
    const check = releaseCheck(404);
    await expect(reloadForNewRelease(safari(), check)).resolves.toBe(true);
    expect(check.statusOf).toHaveBeenCalledWith(`${ORIGIN}/assets/index-old.js`);
  });

  it.each([
    ['the file is still there (a dropped connection)', 200],
    ['the server cannot be reached', null],
    ['the server fails', 503],
  ])('leaves the page to say so when %s', async (_why, status) => {
    const check = releaseCheck(status);
    await expect(reloadForNewRelease(chromium('meetups-abc.js'), check)).resolves.toBe(false);
    expect(check.reload).not.toHaveBeenCalled();
  });

  it('does not even ask while offline, nor for an error that is not a missing chunk', async () => {
    const offline = { ...releaseCheck(404), online: false };
    await expect(reloadForNewRelease(chromium('meetups-abc.js'), offline)).resolves.toBe(false);
    const check = releaseCheck(404);
    await expect(reloadForNewRelease(new Error('render failed'), check)).resolves.toBe(false);
    expect(offline.statusOf).not.toHaveBeenCalled();
    expect(check.statusOf).not.toHaveBeenCalled();
  });

  it('without storage to remember the reload, never reloads (the reader gets the message)', async () => {
    const check = { ...releaseCheck(404), storage: null };
    await expect(reloadForNewRelease(chromium('meetups-abc.js'), check)).resolves.toBe(false);
  });
});
