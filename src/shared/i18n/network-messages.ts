import { defineMessages } from './define.ts';

/** The sub-network kinds' names (spec section 3): a network's and a site's. */
export const subnetworkMessages = defineMessages({
  backhaul: { id: 'ManagedNetwork.subnetwork.backhaul', defaultMessage: 'Backhaul' },
  data: { id: 'ManagedNetwork.subnetwork.data', defaultMessage: 'Data' },
  dispatch: { id: 'ManagedNetwork.subnetwork.dispatch', defaultMessage: 'Dispatch' },
  paging: { id: 'ManagedNetwork.subnetwork.paging', defaultMessage: 'Paging' },
  voice: { id: 'ManagedNetwork.subnetwork.voice', defaultMessage: 'Voice' },
});
