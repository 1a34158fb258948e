import { afterAll, beforeAll } from 'vitest';

/**
 * jsdom has no layout: `offsetParent` is always null and the body measures 0×0, so Tabster
 * (Fluent's focus manager) takes every element for hidden. A dialog then focuses its own surface
 * instead of its first control, its focus trap never activates, and 250 ms later Tabster marks the
 * whole dialog aria-hidden — which no browser does. Specs that open dialogs call this to get a
 * laid-out page for the duration of the file.
 */
export function fakeLayoutForFocus() {
  const offsetParent = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetParent');
  const bodyRect = document.body.getBoundingClientRect;
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
      configurable: true,
      get(this: HTMLElement) {
        return this.parentElement;
      },
    });
    document.body.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 0, width: 1280, height: 800 });
  });
  afterAll(() => {
    if (offsetParent) Object.defineProperty(HTMLElement.prototype, 'offsetParent', offsetParent);
    document.body.getBoundingClientRect = bodyRect;
  });
}
