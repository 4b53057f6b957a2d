import {
  ACTIVITY_ARCHIVE_MONTHS,
  myActivityList,
  otherActivityList,
} from '../../../shared/contracts/activities.ts';
import { defineListSql, optionalTextSort, SQL_USER } from '../../platform/list/list-definition.ts';

/** A user's name as the lists show it: first and last name, else the login. */
const nameOf = (u: string, fallback: string) =>
  `coalesce(nullif(trim(${u}.first_name || ' ' || ${u}.last_name), ''), ${u}.login, ${fallback})`;

/**
 * What an entry is about, in words that need no translation: the case, ticket, repair or contract
 * number, the file, title, site or token name, the hardware, the text's key, the network, or the
 * entitlements, as its audit detail names them.
 */
const REFERENCE = `coalesce(a.detail->>'caseNumber', a.detail->>'ticketId', a.detail->>'repairNumber',
  a.detail->>'contract', a.detail->>'fileName', a.detail->>'title', a.detail->>'name', a.detail->>'label',
  a.detail->>'hardwareId', a.detail->>'key', a.detail->>'networkId',
  (select string_agg(x, ', ') from jsonb_array_elements_text(
    case when jsonb_typeof(a.detail->'entitlementIds') = 'array' then a.detail->'entitlementIds' end) x))`;

/**
 * The audit entries of the last ACTIVITY_ARCHIVE_MONTHS months (the proxy record's per-request
 * entries aside) that `who` selects, with the names of their user and of who really acted when
 * that was someone else (vendor staff in proxy mode).
 */
function activities(who: string): string {
  return `(select a.id, a.at, a.event, a.account_id, a.ip, ${REFERENCE} as reference,
      ${nameOf('u', 'a.login')} as user_name,
      case when a.actor_user_id is distinct from a.user_id then ${nameOf('x', 'null')} end as actor_name
    from audit_log a
    left join users u on u.id = a.user_id
    left join users x on x.id = a.actor_user_id
    where ${who} and a.event <> 'proxy_request'
      and a.at > now() - make_interval(months => ${ACTIVITY_ARCHIVE_MONTHS})) t`;
}

/** My activities: the entries about the caller, or where the caller really acted. */
export const myActivityListSql = defineListSql(myActivityList, {
  from: activities(`(a.user_id = ${SQL_USER} or a.actor_user_id = ${SQL_USER})`),
  account: 't.account_id',
  id: { sql: 't.id::text', type: 'text' },
  columns: {
    at: { select: 't.at', sort: 'timestamptz' },
    event: { select: 't.event' },
    reference: { select: 't.reference' },
    actor: { select: 't.actor_name' },
    address: { select: 't.ip' },
  },
  extra: { entryId: 't.id::text' },
});

/** Other users' activities: the account's entries in which the caller has no part. */
export const otherActivityListSql = defineListSql(otherActivityList, {
  from: activities(`a.user_id is distinct from ${SQL_USER} and a.actor_user_id is distinct from ${SQL_USER}`),
  account: 't.account_id',
  id: { sql: 't.id::text', type: 'text' },
  columns: {
    at: { select: 't.at', sort: 'timestamptz' },
    user: { select: 't.user_name', sort: optionalTextSort('t.user_name') },
    event: { select: 't.event' },
    reference: { select: 't.reference' },
    actor: { select: 't.actor_name' },
  },
  extra: { entryId: 't.id::text' },
});
