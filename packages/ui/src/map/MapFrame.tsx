import {
  Component,
  lazy,
  Suspense,
  useCallback,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { errorOverlay, frame, overlay } from './RouteMap.css.ts';
import { cssSize } from './geometry.ts';
import type { PaintEvents } from './types.ts';

/** What the frame reads of a map's props (RouteMap's and ClusterMap's have all of these). */
export interface MapFrameProps {
  labels: { map: string };
  width?: number | string;
  height?: number | string;
  mapboxToken?: string | null;
  loadingText: string;
  errorText: string;
  error?: boolean;
  onReady?: () => void;
  onError?: (error: Error) => void;
  className?: string;
}

type Renderer<P> = LazyExoticComponent<ComponentType<P & PaintEvents>>;
type RendererModule<P> = Promise<{ default: ComponentType<P & PaintEvents> }>;

export interface MapRenderers<P> {
  maplibre: Renderer<P>;
  mapbox: Renderer<P>;
}

/** A map's two renderers, each (with its map library) its own lazy chunk: never in a first chunk, and only the one
 *  the map needs is ever loaded. */
export function lazyRenderers<P>(load: {
  maplibre: () => RendererModule<P>;
  mapbox: () => RendererModule<P>;
}): MapRenderers<P> {
  return { maplibre: lazy(load.maplibre), mapbox: lazy(load.mapbox) };
}

class RendererBoundary extends Component<{ onFatal: (e: Error) => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error) {
    this.props.onFatal(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * The region around a map: its size, the loading text until the renderer has painted everything, the error text
 * instead of the map when it cannot be shown (a renderer's fatal error or crash, or `error`), and the renderer
 * itself: maplibre-gl by default, mapbox-gl with `mapboxToken`. `data-state` is 'loading', 'ready' or 'error',
 * `data-renderer` 'maplibre' or 'mapbox'.
 */
export function MapFrame<P extends MapFrameProps>({
  props,
  renderers,
  defaultHeight,
}: {
  props: P;
  renderers: MapRenderers<P>;
  defaultHeight: string;
}) {
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');
  const { onReady, onError } = props;
  const onPainted = useCallback(() => {
    setState((s) => (s === 'error' ? s : 'ready'));
    onReady?.();
  }, [onReady]);
  const onFatal = useCallback(
    (e: Error) => {
      setState('error');
      onError?.(e);
    },
    [onError],
  );
  const failed = props.error === true || state === 'error';
  const Renderer = props.mapboxToken ? renderers.mapbox : renderers.maplibre;

  return (
    <div
      role="region"
      aria-label={props.labels.map}
      aria-busy={state === 'loading' && !failed}
      data-state={failed ? 'error' : state}
      data-renderer={props.mapboxToken ? 'mapbox' : 'maplibre'}
      className={[frame, props.className].filter(Boolean).join(' ')}
      style={{ width: cssSize(props.width, '100%'), height: cssSize(props.height, defaultHeight) }}
    >
      {failed ? (
        <div className={errorOverlay} role="alert">
          {props.errorText}
        </div>
      ) : (
        <>
          {state === 'loading' && (
            <div className={overlay} role="status">
              {props.loadingText}
            </div>
          )}
          <RendererBoundary onFatal={onFatal}>
            <Suspense fallback={null}>
              <Renderer {...props} onPainted={onPainted} onFatal={onFatal} />
            </Suspense>
          </RendererBoundary>
        </>
      )}
    </div>
  );
}
