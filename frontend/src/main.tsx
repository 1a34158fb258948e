import './styles.css';
import { showBootFailure } from './lib/boot-failure';
import { reloadForNewRelease } from './lib/chunk-failure';
import { FLOOR_PATH } from './app/floor/floor-path';

const root = document.getElementById('root')!;
// Written by scripts/prerender.mjs into the pages it rendered at build time (public pages, club frames).
const marker = document.querySelector<HTMLMetaElement>('meta[name="prerendered"]');
const prerendered = marker?.content === location.pathname;
// A club page's frame (its header before the member's data) is drawn afresh, not hydrated.
const hydrate = prerendered && marker?.dataset.frame === undefined;

/** Resolves in a task of its own: the browser may paint and answer a tap in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The stack's code, evaluated a piece per task: importing a module runs it and every module it needs in
 * one task, which for the whole app (React DOM, the router, Fluent, the app's own modules) held a phone's
 * main thread for several hundred milliseconds. The big pieces are imported first, one per task, so that
 * importing the page's start itself runs only what is left. The floor page starts the same way (its
 * stack's pieces, then its start), so the ratio to it compares like with like.
 */
const STACK_PIECES = [
  () => import('react-dom/client'),
  () => import('./app/start-pieces/router'),
  () => import('./app/start-pieces/fluent'),
];
/** Beside the stack, the app's texts and providers (react-query, jotai, session sync, live updates). */
const APP_PIECES = [...STACK_PIECES, () => import('./i18n/hu'), () => import('./app/provider')];

async function importInPieces<T>(pieces: (() => Promise<unknown>)[], last: () => Promise<T>): Promise<T> {
  for (const piece of pieces) {
    await piece();
    await nextTask();
  }
  return last();
}

/**
 * Starts the app (on the floor page of issue 24, the floor's own stack instead). If its code does not
 * arrive, the page is loaded again when a new release removed the old files, or else says so with
 * "Újrapróbálom" (which fetches the code again) — never a frame spinning for ever.
 */
const boot = (): void =>
  void (location.pathname === FLOOR_PATH
    ? importInPieces(STACK_PIECES, () => import('./app/floor/start'))
    : importInPieces(APP_PIECES, () => import('./app/start'))
  )
    .then(({ start }) => start(root, hydrate))
    .catch(async (error: unknown) => {
      if (!(await reloadForNewRelease(error))) showBootFailure(root, boot);
    });

/**
 * How long one task may go on adding modulepreload links before it lets the browser in. Adding one
 * costs Chromium from half a millisecond to several (a chunk already fetched is compiled there and
 * then): six per task made tasks of 150–220 ms on Lighthouse's phone, which counts a task from 50 ms.
 */
const PRELOAD_TASK_MS = 8;

/** Fetches every chunk the page needs at once, instead of one import after another. */
async function preload(chunks: string): Promise<void> {
  let taskStart = performance.now();
  for (const file of chunks.split(' ').filter(Boolean)) {
    if (performance.now() - taskStart > PRELOAD_TASK_MS) {
      await nextTask();
      taskStart = performance.now();
    }
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = `/${file}`;
    document.head.append(link);
  }
}

if (prerendered) {
  // The page is readable before any script: on a slow phone its text paints first, then the app's
  // scripts are fetched and hydrate it.
  requestAnimationFrame(() =>
    setTimeout(() => {
      void preload(marker?.dataset.chunks ?? '').then(boot);
    }, 0),
  );
} else {
  boot();
}
