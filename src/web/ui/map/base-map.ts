import type { FeatureCollection } from 'geojson';
import type { StyleSpecification } from 'maplibre-gl';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countriesUrl from 'world-atlas/countries-50m.json?url';

let countries: Promise<FeatureCollection> | undefined;

/**
 * The countries of the world (Natural Earth 1:50m through world-atlas), shipped with the portal
 * as an asset of its own and turned into GeoJSON once per page: no tile server, nothing from
 * another origin.
 */
export function loadCountries(): Promise<FeatureCollection> {
  countries ??= fetch(countriesUrl, { credentials: 'same-origin' })
    .then((res) => {
      if (!res.ok) throw new Error(`base map: ${res.status}`);
      return res.json() as Promise<Topology<{ countries: GeometryCollection }>>;
    })
    .then((topology) => feature(topology, topology.objects.countries) as FeatureCollection)
    .catch((err: unknown) => {
      countries = undefined;
      throw err;
    });
  return countries;
}

/**
 * The base style: sea, land and borders only; no glyphs, no sprites, no text (labels would need
 * glyphs from a server), so the style names nothing outside the page.
 */
export function baseStyle(land: FeatureCollection): StyleSpecification {
  return {
    version: 8,
    sources: { countries: { type: 'geojson', data: land, tolerance: 0.5 } },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': '#dbe9f4' } },
      { id: 'land', type: 'fill', source: 'countries', paint: { 'fill-color': '#f4f3ee' } },
      { id: 'borders', type: 'line', source: 'countries', paint: { 'line-color': '#a8a59b', 'line-width': 0.6 } },
    ],
  };
}
