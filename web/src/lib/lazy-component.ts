import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Module<T> = { default: T };
// React.lazy's own bound: a component with any props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

export type PreloadableComponent<T extends AnyComponent> = LazyExoticComponent<T> & {
  /** Starts loading the chunk (once); resolves with it. */
  preload(): Promise<Module<T>>;
};

/**
 * `React.lazy` with a `preload()` that starts the chunk before the component renders, and a
 * first render that does not suspend once the chunk is there.
 *
 * React's lazy asks for the module at its first render and suspends on the promise even when the
 * module has already arrived; the whole unfinished part of the page then renders again when it
 * resumes, once per lazy part on the way. Here a module that has arrived is handed over through a
 * thenable that answers at once, which React reads in the same render.
 */
export function lazyComponent<T extends AnyComponent>(
  load: () => Promise<Module<T>>,
): PreloadableComponent<T> {
  let loaded: Module<T> | undefined;
  let pending: Promise<Module<T>> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        // A chunk that failed is asked for again by the next preload.
        pending = undefined;
        throw error;
      },
    ));
  const Component = lazy(() => {
    if (!loaded) return preload();
    const module = loaded;
    // React reads a thenable's answer through its `then`; this one answers synchronously.
    const ready: PromiseLike<Module<T>> = {
      then: (onFulfilled) => (onFulfilled ? onFulfilled(module) : module) as never,
    };
    return ready as Promise<Module<T>>;
  });
  return Object.assign(Component, { preload });
}

/** Starts a preload whose failure shows later, where the component renders. */
export function startPreload(component: { preload(): Promise<unknown> }): void {
  component.preload().catch(() => undefined);
}
