import { defineMessages } from './define.ts';

/**
 * Titles of the site fields (spec section 3, Site; issue 32 point 2): the site list's column titles,
 * the staff form's labels, the export's headings; the enum values are `${label.id}.${value}`.
 */
export const siteColumnMessages = defineMessages({
  name: { id: 'Sites.column.name', defaultMessage: 'Site name' },
  siteId: { id: 'Sites.column.siteId', defaultMessage: 'Site ID' },
  zoneId: { id: 'Sites.column.zoneId', defaultMessage: 'Zone ID' },
  type: { id: 'Sites.column.type', defaultMessage: 'Site type' },
  subnetwork: { id: 'Sites.column.subnetwork', defaultMessage: 'Sub-network' },
  primeSite: { id: 'Sites.column.primeSite', defaultMessage: 'Prime site' },
  latitude: { id: 'Sites.column.latitude', defaultMessage: 'Latitude' },
  longitude: { id: 'Sites.column.longitude', defaultMessage: 'Longitude' },
  faultManagerId: { id: 'Sites.column.faultManagerId', defaultMessage: 'Fault Manager ID' },
  networkProfile: { id: 'Sites.column.networkProfile', defaultMessage: 'Network profile' },
  showInCaseManagement: { id: 'Sites.column.showInCaseManagement', defaultMessage: 'Show in case management' },
  showInPerformance: { id: 'Sites.column.showInPerformance', defaultMessage: 'Show in performance' },
  thresholdCount: { id: 'Sites.column.thresholdCount', defaultMessage: 'Threshold count' },
  thresholdPercent: { id: 'Sites.column.thresholdPercent', defaultMessage: 'Threshold percent' },
  thresholdMax: { id: 'Sites.column.thresholdMax', defaultMessage: 'Threshold maximum' },
});

/** The enum values' titles (the list engine reads `${label.id}.${value}`). */
export const siteValueMessages = defineMessages({
  simulcast: { id: 'Sites.column.type.simulcast', defaultMessage: 'Simulcast' },
  repeater: { id: 'Sites.column.type.repeater', defaultMessage: 'Repeater' },
  dispatch: { id: 'Sites.column.type.dispatch', defaultMessage: 'Dispatch' },
  core: { id: 'Sites.column.type.core', defaultMessage: 'Core' },
  data: { id: 'Sites.column.type.data', defaultMessage: 'Data' },
  Voice: { id: 'Sites.column.subnetwork.Voice', defaultMessage: 'Voice' },
  Data: { id: 'Sites.column.subnetwork.Data', defaultMessage: 'Data' },
  Paging: { id: 'Sites.column.subnetwork.Paging', defaultMessage: 'Paging' },
  Backhaul: { id: 'Sites.column.subnetwork.Backhaul', defaultMessage: 'Backhaul' },
  Dispatch: { id: 'Sites.column.subnetwork.Dispatch', defaultMessage: 'Dispatch' },
});

/** The site pick of a new case or ticket. */
export const sitePickMessages = defineMessages({
  placeholder: { id: 'Sites.pick.placeholder', defaultMessage: 'Choose one of your sites' },
});
