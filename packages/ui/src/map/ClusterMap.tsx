import { Component, lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { errorOverlay, frame, overlay } from './RouteMap.css.ts';
import { cssSize } from './geometry.ts';
import type { ClusterMapProps } from './ClusterMap.types.ts';

// Each renderer (and its map library) is its own lazy chunk: never in a first chunk, and only one is ever loaded.
const MaplibreRenderer = lazy(() => import('./ClusterMaplibreRenderer.tsx'));
const MapboxRenderer = lazy(() => import('./ClusterMapboxRenderer.tsx'));

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
 * Many items on one map, each with up to three points (a start pin A, an end pin B, a vehicle): markers near each
 * other on screen join a cluster showing their number (a click zooms to them), markers at one place spread around
 * it. Every marker is a button that selects its item; the selected item's points are drawn large, never clustered,
 * and joined by a dashed line, and the map moves to them when they are out of view. maplibre-gl with the packaged
 * offline map by default; mapbox-gl with `mapboxToken`. `data-state` is 'loading', 'ready' or 'error'; each point
 * marker carries `data-item-id`, `data-kind`, `data-lng`, `data-lat` and `data-stale`.
 */
export function ClusterMap(props: ClusterMapProps) {
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
      style={{ width: cssSize(props.width, '100%'), height: cssSize(props.height, '100%') }}
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
