import { Component, lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { errorOverlay, frame, overlay } from './RouteMap.css.ts';
import { cssSize } from './geometry.ts';
import type { RouteMapProps } from './types.ts';

// Each renderer (and its map library) is its own lazy chunk: never in a first chunk, and only one is ever loaded.
const MaplibreRenderer = lazy(() => import('./MaplibreRenderer.tsx'));
const MapboxRenderer = lazy(() => import('./MapboxRenderer.tsx'));

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
 * A map of a transport: pickup (A), destination (B), waypoints, the driver's car and the route line.
 * maplibre-gl with the packaged offline map by default; mapbox-gl with a Mapbox style when `mapboxToken` is set.
 * `data-state` on the frame is 'loading', 'ready' (everything painted) or 'error'.
 */
export function RouteMap(props: RouteMapProps) {
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
  const Renderer = props.mapboxToken ? MapboxRenderer : MaplibreRenderer;

  return (
    <div
      role="region"
      aria-label={props.labels.map}
      aria-busy={state === 'loading' && !failed}
      data-state={failed ? 'error' : state}
      data-renderer={props.mapboxToken ? 'mapbox' : 'maplibre'}
      className={[frame, props.className].filter(Boolean).join(' ')}
      style={{ width: cssSize(props.width, '100%'), height: cssSize(props.height, '400px') }}
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
