import { createElement, lazy, type ComponentType, type ReactNode } from 'react';

/** Pages whose code failed to download, each with the way to ask for it afresh. */
const failedPages = new Set<() => void>();

/**
 * A page whose code is its own chunk, downloaded on first open. React.lazy keeps a failed
 * download's error for good, so on a patchy connection the page could never open again without
 * a reload; this one forgets the failure when retryFailedPages is called and downloads again.
 */
export type LazyPage<P extends object> = ComponentType<P> & {
  /** Starts downloading the page's code before it renders (the browser keeps the module). */
  preload(): Promise<unknown>;
};

type Loaded<P> = { default: (props: P) => ReactNode };

export function lazyPage<M, P extends object>(load: () => Promise<M>, pick: (module: M) => (props: P) => ReactNode): LazyPage<P> {
  let attempt: ComponentType<P>;
  // The page once its code is in. React.lazy reads a thenable that calls back at once without
  // suspending, so a page preloaded before its first render shows straight away, with no
  // spinner frame in place of the server's first view.
  let loaded: Loaded<P> | undefined;
  const start = () => {
    attempt = lazy((): Promise<Loaded<P>> => {
      const module = loaded;
      if (module !== undefined) return { then: (resolve: (value: Loaded<P>) => void) => resolve(module) } as unknown as Promise<Loaded<P>>;
      return load().then(
        (module) => ({ default: pick(module) }),
        (error: unknown) => {
          failedPages.add(start);
          throw error;
        },
      );
    });
  };
  start();
  function LazyPage(props: P) {
    return createElement(attempt, props);
  }
  // A failed early download is no error: the render asks again and reports it there.
  LazyPage.preload = () =>
    load().then(
      (module) => {
        loaded ??= { default: pick(module) };
      },
      () => undefined,
    );
  return LazyPage;
}

/** Lets every page whose download failed try again on its next render. */
export function retryFailedPages(): void {
  const retries = [...failedPages];
  failedPages.clear();
  for (const retry of retries) retry();
}
