import { defineMessages } from './define.ts';

/** Texts of the calendar the server writes too (occurrence titles, the iCalendar file). */
export const calendarMessages = defineMessages({
  contractExpires: {
    id: 'Calendar.contractExpires',
    defaultMessage: 'Contract {contractNo} expires: {name}',
  },
  calendarName: { id: 'Calendar.fileName', defaultMessage: 'Calendar' },
});
