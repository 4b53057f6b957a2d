import { siteList } from '../../../shared/contracts/sites.ts';
import { defineListSql } from '../../platform/list/list-definition.ts';

/** The SQL of the site list (shared/contracts/sites.ts `siteList`): the sites of the account's networks. */
export const siteListSql = defineListSql(siteList, {
  from: 'sites t',
  account: 't.account_id',
  id: { sql: 't.id', type: 'integer' },
  columns: {
    name: { select: 't.name', sort: 'text' },
    zoneId: { select: 't.zone_id', sort: 'integer' },
    siteId: { select: 't.site_id', sort: 'integer' },
    type: { select: 't.type', sort: 'text' },
    subnetwork: { select: 't.subnetwork' },
    primeSite: { select: 't.prime_site' },
    latitude: { select: 't.latitude' },
    longitude: { select: 't.longitude' },
    faultManagerId: { select: 't.fault_manager_id' },
    networkProfile: { select: 't.network_profile' },
    showInCaseManagement: { select: 't.show_in_case_management' },
    showInPerformance: { select: 't.show_in_performance' },
    thresholdCount: { select: 't.threshold_count' },
    thresholdPercent: { select: 't.threshold_percent' },
    thresholdMax: { select: 't.threshold_max' },
  },
  extra: { id: 't.id', networkId: 't.network_id' },
});
