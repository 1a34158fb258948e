/**
 * jsdom measures every element as a 0×0 box at the origin, so @dnd-kit's keyboard sorting finds no
 * item "below" the dragged one. This fakes a vertical stack: each element sits 50 px below its
 * previous sibling, which is all the sortable keyboard coordinates need.
 */
export function fakeStackedLayout(): () => void {
  const original = Element.prototype.getBoundingClientRect;
  Element.prototype.getBoundingClientRect = function (this: Element) {
    const index = this.parentElement ? Array.prototype.indexOf.call(this.parentElement.children, this) : 0;
    const top = index * 50;
    return { x: 0, y: top, top, left: 0, width: 300, height: 40, right: 300, bottom: top + 40, toJSON: () => ({}) } as DOMRect;
  };
  return () => {
    Element.prototype.getBoundingClientRect = original;
  };
}
