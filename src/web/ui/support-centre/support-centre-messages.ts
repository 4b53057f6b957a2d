import { defineMessages } from '../../../shared/i18n/define.ts';

/** The support centre: its number on the case form, the case confirmation, the areas not built yet. */
export const supportCentreMessages = defineMessages({
  phoneLabel: { id: 'SupportCentre.phoneLabel', defaultMessage: 'Support centre for {country}' },
  call: { id: 'SupportCentre.call', defaultMessage: 'Call {phone}' },
  notBuilt: {
    id: 'SupportCentre.notBuilt',
    defaultMessage: 'This area of the portal is not available yet. Until it is, the support centre can help you with it.',
  },
});
