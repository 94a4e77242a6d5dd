/**
 * jsdom lays nothing out, so every element measures 0 × 0 and a virtualised list shows no rows.
 * Component tests of such lists give elements a size, as a browser window would.
 */
export function giveElementsASize(width = 1200, height = 800): () => void {
  const originals = {
    offsetWidth: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetWidth'),
    offsetHeight: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight'),
    clientWidth: Object.getOwnPropertyDescriptor(Element.prototype, 'clientWidth'),
    clientHeight: Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight'),
    rect: Element.prototype.getBoundingClientRect,
  };
  Element.prototype.getBoundingClientRect = () => ({ x: 0, y: 0, top: 0, left: 0, width, height, right: width, bottom: height, toJSON: () => ({}) });
  Object.defineProperty(HTMLElement.prototype, 'offsetWidth', { configurable: true, get: () => width });
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', { configurable: true, get: () => height });
  Object.defineProperty(Element.prototype, 'clientWidth', { configurable: true, get: () => width });
  Object.defineProperty(Element.prototype, 'clientHeight', { configurable: true, get: () => height });
  return () => {
    Element.prototype.getBoundingClientRect = originals.rect;
    if (originals.offsetWidth) Object.defineProperty(HTMLElement.prototype, 'offsetWidth', originals.offsetWidth);
    if (originals.offsetHeight) Object.defineProperty(HTMLElement.prototype, 'offsetHeight', originals.offsetHeight);
    if (originals.clientWidth) Object.defineProperty(Element.prototype, 'clientWidth', originals.clientWidth);
    if (originals.clientHeight) Object.defineProperty(Element.prototype, 'clientHeight', originals.clientHeight);
  };
}
