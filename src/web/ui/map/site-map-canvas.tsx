import type { FeatureCollection, Point } from 'geojson';
import {
  AttributionControl,
  LngLatBounds,
  Map as MapLibreMap,
  Marker,
  NavigationControl,
  Popup,
  setWorkerUrl,
  type ExpressionSpecification,
  type GeoJSONSource,
  type MapGeoJSONFeature,
} from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { Alert } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { SITE_STATES, type TSiteState } from '../../../shared/contracts/performance.ts';
import { baseStyle, loadCountries } from './base-map.ts';
import classes from './site-map.module.css';
import { SITE_STATE_COLORS, type TMapSite, type TMapTexts } from './site-states.ts';

// The worker is bundled with the portal (same origin; the CSP's worker-src 'self' blob:).
setWorkerUrl(workerUrl);

const SOURCE = 'sites';
const stateIs = (state: TSiteState): ExpressionSpecification => ['==', ['get', 'state'], state];
/** Each cluster counts its sites per state (its label and its colour: the worst state it holds). */
const CLUSTER_PROPERTIES = Object.fromEntries(
  SITE_STATES.map((s) => [s, ['+', ['case', stateIs(s), 1, 0]]]),
) as unknown as Record<TSiteState, [string, ExpressionSpecification]>;

function toGeoJson(sites: readonly TMapSite[]): FeatureCollection<Point> {
  return {
    type: 'FeatureCollection',
    features: sites.map((s) => ({
      type: 'Feature',
      id: s.id,
      geometry: { type: 'Point', coordinates: [s.longitude, s.latitude] },
      properties: { id: s.id, name: s.name, state: s.state },
    })),
  };
}

function boundsOf(sites: readonly TMapSite[]): LngLatBounds | undefined {
  if (!sites.length) return undefined;
  const b = new LngLatBounds();
  for (const s of sites) b.extend([s.longitude, s.latitude]);
  return b;
}

/** A cluster's marker: its count, coloured by the worst state it holds, a button that zooms in. */
function clusterElement(props: Record<string, number>, texts: TMapTexts, onZoom: () => void): HTMLButtonElement {
  const counts = Object.fromEntries(SITE_STATES.map((s) => [s, Number(props[s] ?? 0)])) as Record<TSiteState, number>;
  const total = Number(props.point_count ?? 0);
  const worst = SITE_STATES.find((s) => counts[s] > 0) ?? 'unknown';
  const el = document.createElement('button');
  el.type = 'button';
  el.className = classes.cluster!;
  el.style.setProperty('--state-color', SITE_STATE_COLORS[worst].hex);
  el.style.setProperty('--size', `${Math.min(56, 28 + Math.round(Math.log2(total) * 4))}px`);
  el.textContent = String(total);
  const label = texts.cluster(counts, total);
  el.title = label;
  el.setAttribute('aria-label', label);
  el.dataset.testid = 'map-cluster';
  el.addEventListener('click', (e) => {
    e.stopPropagation();
    onZoom();
  });
  return el;
}

/**
 * The MapLibre map of the sites (loaded lazily by site-map.tsx): the offline base map, the sites
 * as a clustered GeoJSON source (thousands of sites), a circle per site in its state's colour
 * (failed and impaired drawn larger, on top), clusters as HTML markers with their count and their
 * counts per state in their name. Clicking a site opens it; clicking a cluster zooms into it.
 */
export default function SiteMapCanvas(props: {
  sites: readonly TMapSite[];
  texts: TMapTexts;
  height: number;
  onOpenSite(id: number): void;
}) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<MapLibreMap | undefined>(undefined);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const latest = useRef(props);
  latest.current = props;

  useEffect(() => {
    const el = container.current;
    if (!el) return;
    let disposed = false;
    const markers = new Map<number, Marker>();
    void loadCountries()
      .then((land) => {
        if (disposed) return;
        const { texts } = latest.current;
        let instance: MapLibreMap;
        try {
          instance = new MapLibreMap({
          container: el,
          style: baseStyle(land),
          center: [0, 20],
          zoom: 1,
          attributionControl: false,
          renderWorldCopies: false,
          dragRotate: false,
          pitchWithRotate: false,
          locale: { 'NavigationControl.ZoomIn': texts.zoomIn, 'NavigationControl.ZoomOut': texts.zoomOut },
          });
        } catch {
          // No WebGL in this browser: the page's list of sites stays.
          setFailed(true);
          return;
        }
        map.current = instance;
        instance.getCanvas().setAttribute('aria-label', texts.label);
        instance.addControl(new NavigationControl({ showCompass: false }), 'top-right');
        instance.addControl(new AttributionControl({ compact: true, customAttribution: 'Natural Earth' }));
        instance.on('load', () => {
          instance.addSource(SOURCE, {
            type: 'geojson',
            data: toGeoJson(latest.current.sites),
            cluster: true,
            clusterRadius: 40,
            clusterMaxZoom: 11,
            clusterProperties: CLUSTER_PROPERTIES,
          });
          instance.addLayer({
            id: 'site',
            type: 'circle',
            source: SOURCE,
            filter: ['!', ['has', 'point_count']],
            layout: {
              // The worst states drawn last (on top).
              'circle-sort-key': ['match', ['get', 'state'], 'failed', 3, 'impaired', 2, 'normal', 1, 0],
            },
            paint: {
              'circle-color': [
                'match',
                ['get', 'state'],
                'failed',
                SITE_STATE_COLORS.failed.hex,
                'impaired',
                SITE_STATE_COLORS.impaired.hex,
                'normal',
                SITE_STATE_COLORS.normal.hex,
                SITE_STATE_COLORS.unknown.hex,
              ],
              'circle-radius': ['match', ['get', 'state'], 'failed', 9, 'impaired', 8, 6],
              'circle-stroke-color': '#ffffff',
              'circle-stroke-width': 2,
            },
          });
          const bounds = boundsOf(latest.current.sites);
          if (bounds) instance.fitBounds(bounds, { padding: 48, maxZoom: 10, duration: 0 });
          setReady(true);
        });
        // Cluster markers follow what is drawn: one per cluster on screen.
        instance.on('render', () => {
          if (!instance.getSource(SOURCE) || !instance.isSourceLoaded(SOURCE)) return;
          const seen = new Set<number>();
          for (const f of instance.querySourceFeatures(SOURCE)) {
            const p = f.properties as Record<string, number>;
            if (!p.cluster) continue;
            const id = p.cluster_id!;
            if (seen.has(id)) continue;
            seen.add(id);
            if (markers.has(id)) continue;
            const [lng, lat] = (f.geometry as Point).coordinates as [number, number];
            const zoomIn = () =>
              void (instance.getSource(SOURCE) as GeoJSONSource)
                .getClusterExpansionZoom(id)
                .then((zoom) => instance.easeTo({ center: [lng, lat], zoom }));
            markers.set(id, new Marker({ element: clusterElement(p, latest.current.texts, zoomIn) }).setLngLat([lng, lat]).addTo(instance));
          }
          for (const [id, marker] of markers)
            if (!seen.has(id)) {
              marker.remove();
              markers.delete(id);
            }
        });
        const popup = new Popup({ closeButton: false, closeOnClick: false, offset: 10 });
        instance.on('mouseenter', 'site', (e) => {
          const f = e.features?.[0] as MapGeoJSONFeature | undefined;
          if (!f) return;
          instance.getCanvas().style.cursor = 'pointer';
          const p = f.properties as { name: string; state: TSiteState };
          popup
            .setLngLat((f.geometry as Point).coordinates as [number, number])
            .setText(latest.current.texts.site(p.name, p.state))
            .addTo(instance);
        });
        instance.on('mouseleave', 'site', () => {
          instance.getCanvas().style.cursor = '';
          popup.remove();
        });
        instance.on('click', 'site', (e) => {
          const id = Number(e.features?.[0]?.properties?.id);
          if (id) latest.current.onOpenSite(id);
        });
      })
      .catch(() => !disposed && setFailed(true));
    return () => {
      disposed = true;
      for (const marker of markers.values()) marker.remove();
      map.current?.remove();
      map.current = undefined;
    };
  }, []);

  // New states (a live event, a refetch): the source's data changes, the clusters are redrawn.
  useEffect(() => {
    const source = ready ? (map.current?.getSource(SOURCE) as GeoJSONSource | undefined) : undefined;
    void source?.setData(toGeoJson(props.sites));
  }, [props.sites, ready]);

  if (failed)
    return (
      <Alert color="gray" data-testid="site-map-unavailable">
        {props.texts.unavailable}
      </Alert>
    );
  return (
    <div
      ref={container}
      className={classes.map}
      style={{ height: props.height }}
      role="region"
      aria-label={props.texts.label}
      data-testid="site-map"
      data-ready={ready ? 'true' : 'false'}
    />
  );
}
