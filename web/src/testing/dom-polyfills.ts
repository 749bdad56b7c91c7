/**
 * What jsdom lacks and the app uses. Kept minimal: enough for components to run, not a fake
 * browser (layout, observers never fire).
 */
export function installDomPolyfills() {
  polyfillDialog();
  if (typeof window.matchMedia !== 'function') {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener() {},
        removeEventListener() {},
        addListener() {},
        removeListener() {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  // jsdom logs "Not implemented" for these; navigation scrolls on every route change.
  window.scrollTo = () => {};
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
  Element.prototype.scrollTo ??= function scrollTo() {};
  class NoopObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  globalThis.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;
  globalThis.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;
}

/**
 * jsdom has HTMLDialogElement (and its `open` attribute) but not showModal/show/close. The
 * polyfill sets or removes `open` and fires 'close' like a browser; Escape ('cancel') is left
 * to tests, which fire it themselves.
 */
function polyfillDialog() {
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & { __polyfilled?: boolean };
  if (proto.__polyfilled || typeof proto.showModal === 'function') return;
  proto.__polyfilled = true;
  proto.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.showModal = function showModal(this: HTMLDialogElement) {
    if (this.hasAttribute('open'))
      throw new DOMException('The dialog is already open.', 'InvalidStateError');
    if (!this.isConnected)
      throw new DOMException('The dialog is not connected.', 'InvalidStateError');
    this.setAttribute('open', '');
    this.dataset.modal = 'true';
  };
  proto.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    delete this.dataset.modal;
    if (returnValue !== undefined) this.returnValue = returnValue;
    this.dispatchEvent(new Event('close'));
  };
  if (!('returnValue' in proto)) {
    Object.defineProperty(proto, 'returnValue', { value: '', writable: true, configurable: true });
  }
}
