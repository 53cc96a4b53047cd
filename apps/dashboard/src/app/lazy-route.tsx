import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { Namespace } from '../i18n/catalogs';
import { routeModule } from '../i18n/intl';

type RouteModule<P> = { default: ComponentType<P> };

/** Starts the calls a route's screen reads, into the query cache its queries read (errors are the screen's). */
export type Prefetch = (queryClient: QueryClient) => void;

/**
 * A lazy route module: a component that renders the module's default export, `preload` to start its loads, and
 * `prefetch` to start its data's calls.
 */
export type LazyRoute<P> = ComponentType<P> & { preload: () => Promise<RouteModule<P>>; prefetch: Prefetch };

/**
 * A route module loaded on demand together with its catalogs (`routeModule`: both in one round). `preload()` starts
 * the loads ahead of the render (main.tsx, before the session has decided), and a route whose loads have finished
 * renders at once: `React.lazy` suspends a first render even then, and the spinner it shows holds the page back for
 * React's 300 ms reveal throttle, once per nested route. Until then the route suspends as a lazy one does: the
 * nearest Suspense boundary shows its spinner at once.
 */
export function lazyRoute<P extends object>(
  namespaces: readonly Namespace[],
  load: () => Promise<RouteModule<P>>,
  prefetch: Prefetch = () => undefined,
): LazyRoute<P> {
  let loaded: RouteModule<P> | undefined;
  let failed: Error | undefined;
  let loading: Promise<RouteModule<P>> | undefined;
  const preload = (): Promise<RouteModule<P>> => {
    loading ??= routeModule(namespaces, load()).then(
      (module) => (loaded = module),
      (error: unknown) => {
        failed = error instanceof Error ? error : new Error(String(error));
        throw error;
      },
    );
    return loading;
  };
  function Route(props: P) {
    if (failed) throw failed; // the error boundary's, as with React.lazy
    if (!loaded) {
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- React.lazy's own way to suspend
      throw preload();
    }
    const Screen = loaded.default;
    return <Screen {...props} />;
  }
  return Object.assign(Route, { preload, prefetch });
}

/** A prefetch's failure is the screen's to show when it asks again. */
export const ignore = () => undefined;
