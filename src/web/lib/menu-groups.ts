import { defineMessages } from '../../shared/i18n/define.ts';

/** The menu groups (spec section 2's areas), their titles. */
export const navGroupMessages = defineMessages({
  support: { id: 'NavGroup.support', defaultMessage: 'Support' },
  repairs: { id: 'NavGroup.repairs', defaultMessage: 'Repairs and RMA' },
  commercial: { id: 'NavGroup.commercial', defaultMessage: 'Orders and contracts' },
  entitlements: { id: 'Nav.entitlements', defaultMessage: 'Entitlements' },
  system: { id: 'NavGroup.system', defaultMessage: 'System and network' },
  devices: { id: 'NavGroup.devices', defaultMessage: 'Devices' },
  reports: { id: 'NavGroup.reports', defaultMessage: 'Reports' },
  documents: { id: 'NavGroup.documents', defaultMessage: 'Documents and software' },
  communications: { id: 'NavGroup.communications', defaultMessage: 'Communications' },
  admin: { id: 'Nav.administration', defaultMessage: 'Administration' },
});

export type TNavGroupKey = keyof typeof navGroupMessages;

/** `data-nav` of each menu group (screen keys name the links). */
export const NAV_GROUP_IDS: Readonly<Record<TNavGroupKey, string>> = {
  support: 'Support',
  repairs: 'RepairsRma',
  commercial: 'OrdersContracts',
  entitlements: 'Entitlements',
  system: 'SystemNetwork',
  devices: 'Devices',
  reports: 'Reports',
  documents: 'DocumentsSoftware',
  communications: 'Communications',
  admin: 'Administration',
};

/** The order of the menu groups. */
export const NAV_GROUP_ORDER: readonly TNavGroupKey[] = [
  'support',
  'repairs',
  'commercial',
  'entitlements',
  'system',
  'devices',
  'reports',
  'documents',
  'communications',
  'admin',
];
