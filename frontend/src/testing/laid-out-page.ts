/**
 * jsdom has no layout, and Tabster (Fluent's focus manager) takes an element for invisible when
 * its `offsetParent` is null or when <body> measures 0×0. A dialog then focuses its own surface
 * instead of its first control, never activates its focus trap, and is marked aria-hidden 250 ms
 * later — something no browser does. The test setup fakes a laid-out page for every spec file.
 */
export function fakeLaidOutPage(): () => void {
  const offsetParent = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetParent');
  Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
    configurable: true,
    get(this: HTMLElement) {
      return this.parentElement;
    },
  });
  const bodyRect = document.body.getBoundingClientRect;
  document.body.getBoundingClientRect = () =>
    ({ x: 0, y: 0, top: 0, left: 0, width: 1280, height: 800, right: 1280, bottom: 800, toJSON: () => ({}) }) as DOMRect;
  return () => {
    if (offsetParent) Object.defineProperty(HTMLElement.prototype, 'offsetParent', offsetParent);
    document.body.getBoundingClientRect = bodyRect;
  };
}
