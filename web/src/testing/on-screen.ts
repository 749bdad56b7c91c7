import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * A controllable IntersectionObserver (jsdom has none): `setOnScreen(element, false)` tells every
 * observer watching `element` that it left the viewport. Undone by `vi.unstubAllGlobals()`.
 */
export function stubIntersection() {
  const observers = new Set<{ callback: IntersectionObserverCallback; watched: Set<Element> }>();
  class StubObserver {
    private readonly entry: { callback: IntersectionObserverCallback; watched: Set<Element> };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, watched: new Set() };
      observers.add(this.entry);
    }
    observe(element: Element) {
      this.entry.watched.add(element);
    }
    unobserve(element: Element) {
      this.entry.watched.delete(element);
    }
    disconnect() {
      observers.delete(this.entry);
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', StubObserver);
  return {
    setOnScreen(element: Element, visible: boolean) {
      act(() => {
        for (const { callback, watched } of observers) {
          if (!watched.has(element)) continue;
          const entry = { isIntersecting: visible, target: element } as IntersectionObserverEntry;
          callback([entry], {} as IntersectionObserver);
        }
      });
    },
    watching: (element: Element) => [...observers].some((o) => o.watched.has(element)),
  };
}

/** Hides or shows the tab (document.hidden and a visibilitychange event). */
export function setTabHidden(hidden: boolean) {
  act(() => {
    if (hidden) Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    else delete (document as unknown as { hidden?: boolean }).hidden;
    document.dispatchEvent(new Event('visibilitychange'));
  });
}
