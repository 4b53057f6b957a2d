import { Skeleton } from '@mantine/core';
import { Suspense, lazy } from 'react';
import type { TMapSite, TMapTexts } from './site-states.ts';

const SiteMapCanvas = lazy(() => import('./site-map-canvas.tsx'));

/**
 * The sites on a map (MapLibre with the offline base map shipped with the portal). MapLibre, its
 * worker and the base map load only when a map shows (their own chunk and assets), never with the
 * login or dashboard bundle.
 */
export function SiteMap(props: { sites: readonly TMapSite[]; texts: TMapTexts; height: number; onOpenSite(id: number): void }) {
  return (
    <Suspense fallback={<Skeleton height={props.height} radius="sm" />}>
      <SiteMapCanvas {...props} />
    </Suspense>
  );
}
