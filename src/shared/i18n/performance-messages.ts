import { defineMessages } from './define.ts';

/**
 * Titles of the performance site list's columns (issue 32 point 4): the list's headings, the
 * filter bar's labels and the export's headings; the state values are `${state.id}.${value}`.
 */
export const performanceColumnMessages = defineMessages({
  state: { id: 'Performance.column.state', defaultMessage: 'State' },
  name: { id: 'Performance.column.name', defaultMessage: 'Site name' },
  siteId: { id: 'Performance.column.siteId', defaultMessage: 'Site ID' },
  zoneId: { id: 'Performance.column.zoneId', defaultMessage: 'Zone ID' },
  subnetwork: { id: 'Performance.column.subnetwork', defaultMessage: 'Sub-networks' },
  openAlarms: { id: 'Performance.column.openAlarms', defaultMessage: 'Open alarms' },
  maxSeverity: { id: 'Performance.column.maxSeverity', defaultMessage: 'Highest severity' },
  utilization: { id: 'Performance.column.utilization', defaultMessage: 'Channel utilization (%)' },
  affiliations: { id: 'Performance.column.affiliations', defaultMessage: 'Affiliations' },
  lastSampleAt: { id: 'Performance.column.lastSampleAt', defaultMessage: 'Last sample' },
  since: { id: 'Performance.column.since', defaultMessage: 'In this state since' },
});

/** The four states of a site (the list engine reads `${state.id}.${value}`). */
export const siteStateMessages = defineMessages({
  failed: { id: 'Performance.column.state.failed', defaultMessage: 'Failed' },
  impaired: { id: 'Performance.column.state.impaired', defaultMessage: 'Impaired' },
  normal: { id: 'Performance.column.state.normal', defaultMessage: 'Normal' },
  unknown: { id: 'Performance.column.state.unknown', defaultMessage: 'Unknown' },
});

/** The sub-network values of the list's filter and cells (as the site list spells them). */
export const performanceSubnetworkMessages = defineMessages({
  Voice: { id: 'Performance.column.subnetwork.Voice', defaultMessage: 'Voice' },
  Data: { id: 'Performance.column.subnetwork.Data', defaultMessage: 'Data' },
  Paging: { id: 'Performance.column.subnetwork.Paging', defaultMessage: 'Paging' },
  Backhaul: { id: 'Performance.column.subnetwork.Backhaul', defaultMessage: 'Backhaul' },
  Dispatch: { id: 'Performance.column.subnetwork.Dispatch', defaultMessage: 'Dispatch' },
});

/** The export's titles (server side). */
export const performanceExportMessages = defineMessages({
  titleAll: { id: 'Performance.export.titleAll', defaultMessage: 'Sites of the network' },
  titleState: { id: 'Performance.export.titleState', defaultMessage: 'Sites in state {state}' },
});
