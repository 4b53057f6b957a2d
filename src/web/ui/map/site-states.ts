import type { TSiteState } from '../../../shared/contracts/performance.ts';

/**
 * The colour of each site state on the map, its legend and the state badges: failed red, impaired
 * amber, normal green (teal on badges: Mantine's green text is 3.9:1 on light green), unknown grey
 * (Mantine colour names for badges, hex for the map's canvas).
 * Colour is never the only cue: badges and the legend say the state, the map's clusters say their
 * counts per state.
 */
export const SITE_STATE_COLORS: Readonly<Record<TSiteState, { mantine: string; hex: string }>> = {
  failed: { mantine: 'red', hex: '#e03131' },
  impaired: { mantine: 'orange', hex: '#f08c00' },
  normal: { mantine: 'teal', hex: '#2f9e44' },
  unknown: { mantine: 'gray', hex: '#868e96' },
};

/** A site as the map draws it. */
export interface TMapSite {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
  state: TSiteState;
}

/** The texts the map shows (translated by the page). */
export interface TMapTexts {
  /** The map's accessible name. */
  label: string;
  zoomIn: string;
  zoomOut: string;
  /** Said in the map's place when it cannot be drawn (no WebGL, the base map not loaded). */
  unavailable: string;
  /** A cluster's label: "12 sites: 2 failed, 1 impaired, 9 normal, 0 unknown". */
  cluster(counts: Readonly<Record<TSiteState, number>>, total: number): string;
  /** A site's tooltip: "Hill Top: Failed". */
  site(name: string, state: TSiteState): string;
}
