import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { vars } from '../theme/contract.css';
import {
  fallbackMapColors,
  loadBaseMap,
  offlineStyle,
  themeMapColors,
  townsOf,
  type BaseMapData,
  type MapColors,
  type MapLanguage,
} from './offlineStyle.ts';

/**
 * The packaged offline map for maplibre-gl: loads the base map (a failure is fatal), reads the theme's map colours
 * and makes the style from both. Until `style` and `colors` are there, render `<span ref={probe} hidden />`: the
 * colours are read from the theme root above it. `maxBounds` keeps every view inside the packaged data, so that no
 * edge of it is ever on screen.
 */
export function useOfflineMap(onFatal: (error: Error) => void, language: MapLanguage) {
  const [data, setData] = useState<BaseMapData | null>(null);
  useEffect(() => {
    let live = true;
    loadBaseMap().then(
      (d) => live && setData(d),
      (e: unknown) => live && onFatal(e instanceof Error ? e : new Error(String(e))),
    );
    return () => {
      live = false;
    };
  }, [onFatal]);

  const probe = useRef<HTMLSpanElement>(null);
  const [colors, setColors] = useState<MapColors | null>(null);
  useLayoutEffect(() => {
    if (probe.current) setColors(themeMapColors(probe.current, vars.color.map) ?? fallbackMapColors);
  }, []);
  const style = useMemo(() => (data && colors ? offlineStyle(data, colors) : null), [data, colors]);
  const towns = useMemo(() => (data ? townsOf(data, language) : []), [data, language]);
  return { probe, colors, style, towns, maxBounds: data?.viewBounds };
}
