/** The Managed Configuration screen's messages, kept in shared/i18n (the staff's network form uses them too). */
export { managedNetworkMessages } from '../../../shared/i18n/network-messages.ts';
