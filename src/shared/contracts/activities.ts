import { activityColumnMessages as m } from '../i18n/activity-messages.ts';
import { AUDIT_EVENTS } from './audit.ts';
import { defineListDescriptor, listRowSchema, type TListRow } from './list-descriptor.ts';

/** How far back the activity lists reach (spec section 9: "Activity search archive 6 months"). */
export const ACTIVITY_ARCHIVE_MONTHS = 6;

/**
 * The recorded events an activity list shows: every audit event but the proxy record's
 * per-request entries, which the account's Administrators read in Administration > Proxy record.
 */
export const ACTIVITY_EVENTS = AUDIT_EVENTS.filter((e) => e !== 'proxy_request');

const when = { label: m.at, value: 'time', sortable: true, visible: true, filter: { kind: 'dateRange', key: 'date' } } as const;
const event = { label: m.event, value: 'text', values: ACTIVITY_EVENTS, visible: true, filter: { kind: 'enum' } } as const;
const reference = { label: m.reference, value: 'textOrNull', visible: true, filter: { kind: 'text' } } as const;
const actor = { label: m.actor, value: 'textOrNull', visible: true } as const;

/**
 * My activities (GET /mapi/activities/mine, its columns and exports; every role): what the
 * signed-in user did on the account, and what vendor staff did on their behalf in proxy mode
 * ("Done by" names them), in the last ACTIVITY_ARCHIVE_MONTHS months, newest first.
 */
export const myActivityList = defineListDescriptor({
  name: 'my-activities',
  path: '/activities/mine',
  defaultSort: { column: 'at', dir: 'desc' },
  columns: {
    at: when,
    event,
    reference,
    actor,
    address: { label: m.address, value: 'textOrNull', visible: true },
  },
  extra: { entryId: 'text' },
});
export const ZMyActivityRow = listRowSchema(myActivityList);
export type TMyActivityRow = TListRow<typeof myActivityList>;

/**
 * Other users' activities (GET /mapi/activities/others, its columns and exports; the account's
 * Administrators): what everyone else did on the account in the last ACTIVITY_ARCHIVE_MONTHS
 * months, newest first. Their client addresses are not shown (they are the users' own).
 */
export const otherActivityList = defineListDescriptor({
  name: 'other-activities',
  path: '/activities/others',
  defaultSort: { column: 'at', dir: 'desc' },
  columns: {
    at: when,
    user: { label: m.user, value: 'textOrNull', sortable: true, visible: true, filter: { kind: 'text' } },
    event,
    reference,
    actor,
  },
  extra: { entryId: 'text' },
});
export const ZOtherActivityRow = listRowSchema(otherActivityList);
export type TOtherActivityRow = TListRow<typeof otherActivityList>;
