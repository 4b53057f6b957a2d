import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPublishedReleases } from '../../shared/contracts/releases.ts';
import { api } from './http.ts';

/** The published releases query, newest first (cached as every query); shared by the footer, page and widget. */
export function publishedReleasesQuery() {
  return queryOptions({
    queryKey: ['releases-published'],
    queryFn: ({ signal }) => api.get<TPublishedReleases>('/mapi/releases/published', undefined, { signal }),
  });
}

/** Published releases (footer What's New, the What's New page, the recent releases widget). */
export function usePublishedReleases() {
  return useQuery(publishedReleasesQuery());
}
