import { performanceSiteList } from '../../../shared/contracts/performance.ts';
import { defineListSql, optionalCountSort, optionalTimeSort } from '../../platform/list/list-definition.ts';
import { PERFORMANCE_SITES } from './performance-sites.ts';

/** The SQL of the performance site list (shared/contracts/performance.ts `performanceSiteList`). */
export const performanceSiteListSql = defineListSql(performanceSiteList, {
  from: `${PERFORMANCE_SITES} t`,
  account: 't.account_id',
  id: { sql: 't.id', type: 'integer' },
  columns: {
    state: { select: 't.state', sort: 'text' },
    name: { select: 't.name', sort: 'text' },
    zoneId: { select: 't.zone_id', sort: 'integer' },
    siteId: { select: 't.site_id', sort: 'integer' },
    subnetwork: { select: 't.subnetwork' },
    openAlarms: { select: 't.open_alarms', sort: 'integer' },
    maxSeverity: { select: 't.max_severity', sort: optionalCountSort('t.max_severity') },
    utilization: {
      select: 'round(t.utilization::numeric, 1)::float8',
      sort: { sql: 'coalesce(t.utilization, 1e9)', desc: 'coalesce(t.utilization, -1)', type: 'numeric' },
    },
    affiliations: { select: 't.affiliations', sort: optionalCountSort('t.affiliations') },
    lastSampleAt: { select: 't.last_sample_at', sort: optionalTimeSort('t.last_sample_at') },
    since: { select: 't.since', sort: 'timestamptz' },
  },
  extra: { id: 't.id', latitude: 't.latitude', longitude: 't.longitude' },
});
