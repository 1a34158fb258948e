import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { forgetEarlyReads } from '@/lib/early-reads';
import { fakeLaidOutPage } from './laid-out-page';

// jsdom has no ResizeObserver; Fluent's MessageBar (layout "auto") observes its own width.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoopResizeObserver as unknown as typeof ResizeObserver;

// jsdom does not implement scrolling; the router's ScrollRestoration calls it on navigation.
window.scrollTo = () => {};

// Without it, Fluent dialogs hide themselves from assistive technology in jsdom (see laid-out-page.ts).
fakeLaidOutPage();

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
  forgetEarlyReads();
});
