import { defineMessages } from './define.ts';

/** The sub-network kinds' names (spec section 3): a network's and a site's. */
export const subnetworkMessages = defineMessages({
  backhaul: { id: 'ManagedNetwork.subnetwork.backhaul', defaultMessage: 'Backhaul' },
  data: { id: 'ManagedNetwork.subnetwork.data', defaultMessage: 'Data' },
  dispatch: { id: 'ManagedNetwork.subnetwork.dispatch', defaultMessage: 'Dispatch' },
  paging: { id: 'ManagedNetwork.subnetwork.paging', defaultMessage: 'Paging' },
  voice: { id: 'ManagedNetwork.subnetwork.voice', defaultMessage: 'Voice' },
});

/** The Managed Configuration screen (issue 32 point 1): the account's managed network and its thresholds. */
export const managedNetworkMessages = defineMessages({
  intro: {
    id: 'ManagedNetwork.intro',
    defaultMessage:
      'The settings of your managed network. The vendor provisions the network; the Administrators of your account set the thresholds that turn its measurements into impaired and failed states.',
  },
  readOnly: {
    id: 'ManagedNetwork.readOnly',
    defaultMessage: 'Only an Administrator of this account can change the thresholds.',
  },
  networkSection: { id: 'ManagedNetwork.networkSection', defaultMessage: 'Network' },
  name: { id: 'ManagedNetwork.name', defaultMessage: 'Name' },
  acronym: { id: 'ManagedNetwork.acronym', defaultMessage: 'Acronym' },
  networkId: { id: 'ManagedNetwork.networkId', defaultMessage: 'Network ID' },
  systemId: { id: 'ManagedNetwork.systemId', defaultMessage: 'System ID' },
  systemId2: { id: 'ManagedNetwork.systemId2', defaultMessage: 'Second system ID' },
  type: { id: 'ManagedNetwork.type', defaultMessage: 'Type' },
  profile: { id: 'ManagedNetwork.profile', defaultMessage: 'Network profile' },
  profiles: { id: 'ManagedNetwork.profiles', defaultMessage: 'Available network profiles' },
  timezone: { id: 'ManagedNetwork.timezone', defaultMessage: 'Time zone' },
  timezoneValue: { id: 'ManagedNetwork.timezoneValue', defaultMessage: '{zone} (UTC {offset})' },
  mobileCountryCode: { id: 'ManagedNetwork.mobileCountryCode', defaultMessage: 'Mobile country code' },
  mobileNetworkCode: { id: 'ManagedNetwork.mobileNetworkCode', defaultMessage: 'Mobile network code' },
  wacnId: { id: 'ManagedNetwork.wacnId', defaultMessage: 'WACN ID' },
  subnetworks: { id: 'ManagedNetwork.subnetworks', defaultMessage: 'Sub-networks' },
  supportEmail: { id: 'ManagedNetwork.supportEmail', defaultMessage: 'Support e-mail' },
  powerStatus: { id: 'ManagedNetwork.powerStatus', defaultMessage: 'Power status monitored' },
  coverageSimulation: { id: 'ManagedNetwork.coverageSimulation', defaultMessage: 'Coverage simulation' },
  severitySection: { id: 'ManagedNetwork.severitySection', defaultMessage: 'Alarm severity limits' },
  severityHint: {
    id: 'ManagedNetwork.severityHint',
    defaultMessage: 'Alarm severities run from 1 (lowest) to 5 (critical).',
  },
  failedSevLimit: { id: 'ManagedNetwork.failedSevLimit', defaultMessage: 'Failed from severity' },
  impairedSevLimit: { id: 'ManagedNetwork.impairedSevLimit', defaultMessage: 'Impaired from severity' },
  channelUtilizationThresholds: {
    id: 'ManagedNetwork.channelUtilizationThresholds',
    defaultMessage: 'Channel utilization thresholds',
  },
  affiliationThresholds: { id: 'ManagedNetwork.affiliationThresholds', defaultMessage: 'Affiliation thresholds' },
  maxHint: { id: 'ManagedNetwork.maxHint', defaultMessage: 'The most there can be' },
  highHint: { id: 'ManagedNetwork.highHint', defaultMessage: 'High from this number' },
  highPercentHint: { id: 'ManagedNetwork.highPercentHint', defaultMessage: 'High from this percentage' },
  criticalHint: { id: 'ManagedNetwork.criticalHint', defaultMessage: 'Critical from this number' },
  criticalPercentHint: { id: 'ManagedNetwork.criticalPercentHint', defaultMessage: 'Critical from this percentage' },
  save: { id: 'ManagedNetwork.save', defaultMessage: 'Save settings' },
  saved: { id: 'ManagedNetwork.saved', defaultMessage: 'The network settings were saved.' },
  nothingChanged: { id: 'ManagedNetwork.nothingChanged', defaultMessage: 'Nothing was changed.' },
  fixErrors: {
    id: 'ManagedNetwork.fixErrors',
    defaultMessage: '{count, plural, one {One field needs} other {# fields need}} your attention.',
  },
});
