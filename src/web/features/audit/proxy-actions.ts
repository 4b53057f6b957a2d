import { defineMessages, type TMessageDescriptor } from '../../../shared/i18n/define.ts';


export const proxyActionMessages = defineMessages({
  viewedList: { id: 'ProxyRecord.action.viewedList', defaultMessage:
      'Viewed {area, select, cases {the case list} tickets {the ticket list} orders {the order list} contracts {the contract list} coverage {the coverage list} repairs {the repair list} entitlements {the entitlements} software {the software list} other {a list}}' },
  exportedList: { id: 'ProxyRecord.action.exportedList', defaultMessage:
      'Exported {area, select, cases {the case list} tickets {the ticket list} orders {the order list} contracts {the contract list} coverage {the coverage list} repairs {the repair list} entitlements {the entitlements} software {the software list} other {a list}}' },
  openedCase: { id: 'ProxyRecord.action.openedCase', defaultMessage: 'Opened case {number}' },
  createdCase: { id: 'ProxyRecord.action.createdCase', defaultMessage: 'Created a case' },
  notedCase: { id: 'ProxyRecord.action.notedCase', defaultMessage: 'Added a note to case {number}' },
  askedClosure: { id: 'ProxyRecord.action.askedClosure', defaultMessage: 'Asked to close case {number}' },
  acceptedClosure: { id: 'ProxyRecord.action.acceptedClosure', defaultMessage: 'Accepted the closure of case {number}' },
  attachedCase: { id: 'ProxyRecord.action.attachedCase', defaultMessage: 'Attached a file to case {number}' },
  downloadedCase: { id: 'ProxyRecord.action.downloadedCase', defaultMessage: 'Downloaded a file of case {number}' },
  followedCase: { id: 'ProxyRecord.action.followedCase', defaultMessage: 'Followed case {number}' },
  unfollowedCase: { id: 'ProxyRecord.action.unfollowedCase', defaultMessage: 'Stopped following case {number}' },
  changedCc: { id: 'ProxyRecord.action.changedCc', defaultMessage: 'Changed the CC list of case {number}' },
  openedTicket: { id: 'ProxyRecord.action.openedTicket', defaultMessage: 'Opened ticket {number}' },
  createdTicket: { id: 'ProxyRecord.action.createdTicket', defaultMessage: 'Created a ticket' },
  openedOrder: { id: 'ProxyRecord.action.openedOrder', defaultMessage: 'Opened order {number}' },
  openedContract: { id: 'ProxyRecord.action.openedContract', defaultMessage: 'Opened contract {number}' },
  openedRepair: { id: 'ProxyRecord.action.openedRepair', defaultMessage: 'Opened repair {number}' },
  viewedDashboard: { id: 'ProxyRecord.action.viewedDashboard', defaultMessage: 'Viewed the dashboard' },
  openedPortal: { id: 'ProxyRecord.action.openedPortal', defaultMessage: 'Opened the portal' },
  switchedAccount: { id: 'ProxyRecord.action.switchedAccount', defaultMessage: 'Switched the account' },
  viewedSettings: { id: 'ProxyRecord.action.viewedSettings', defaultMessage: 'Viewed the user settings' },
  changedSettings: { id: 'ProxyRecord.action.changedSettings', defaultMessage: 'Changed the user settings' },
  viewedOther: { id: 'ProxyRecord.action.viewedOther', defaultMessage: 'Viewed another page' },
  changedOther: { id: 'ProxyRecord.action.changedOther', defaultMessage: 'Made another change' },
});

const a = proxyActionMessages;

/** One recorded route: its method(s), its path below /mapi (groups are the message's values, in order), its words. */
type TRule = [methods: string, path: RegExp, message: TMessageDescriptor, names?: readonly string[]];

/** A record's number or id in a path: holds a digit, so a word such as fleet-readiness is not one. */
const N = '([A-Za-z0-9-]*\\d[A-Za-z0-9-]*)';
const RULES: readonly TRule[] = [
  ['GET', /^\/(cases|tickets|orders|contracts|coverage|repairs|entitlements|software)(?:\/columns)?$/, a.viewedList, ['area']],
  ['GET', /^\/(cases|tickets|orders|contracts|coverage|repairs|entitlements|software)\/export$/, a.exportedList, ['area']],
  ['GET', /^\/(cases\/summary|repairs\/summary|dashboard\/layout|system\/current|releases\/published)$/, a.viewedDashboard],
  ['PUT', /^\/dashboard\/layout$/, a.viewedDashboard],
  ['GET', new RegExp(`^/cases/${N}$`), a.openedCase, ['number']],
  ['POST', /^\/cases$/, a.createdCase],
  ['POST', new RegExp(`^/cases/${N}/notes$`), a.notedCase, ['number']],
  ['POST', new RegExp(`^/cases/${N}/closure$`), a.askedClosure, ['number']],
  ['POST', new RegExp(`^/cases/${N}/closure/accept$`), a.acceptedClosure, ['number']],
  ['POST', new RegExp(`^/cases/${N}/attachments$`), a.attachedCase, ['number']],
  ['GET', new RegExp(`^/cases/${N}/attachments/[^/]+$`), a.downloadedCase, ['number']],
  ['PUT', new RegExp(`^/cases/${N}/follow$`), a.followedCase, ['number']],
  ['DELETE', new RegExp(`^/cases/${N}/follow$`), a.unfollowedCase, ['number']],
  ['PUT', new RegExp(`^/cases/${N}/cc$`), a.changedCc, ['number']],
  ['GET', new RegExp(`^/tickets/${N}$`), a.openedTicket, ['number']],
  ['POST', /^\/tickets$/, a.createdTicket],
  ['GET', new RegExp(`^/orders/${N}$`), a.openedOrder, ['number']],
  ['GET', new RegExp(`^/contracts/${N}$`), a.openedContract, ['number']],
  ['GET', new RegExp(`^/repairs/${N}$`), a.openedRepair, ['number']],
  ['GET', /^\/(index\/status|accounts\/details|health|auth\/providers)$/, a.openedPortal],
  ['POST', /^\/accounts\/switch$/, a.switchedAccount],
  ['GET', /^\/users\/settings$/, a.viewedSettings],
  ['PUT', /^\/users\/settings$/, a.changedSettings],
];

/** What a proxy record's request was, in words: a message with its values, and whether it is the catch-all. */
export interface TProxyAction {
  message: TMessageDescriptor;
  values: Record<string, string>;
  known: boolean;
}

/**
 * A recorded proxy request (method and API path) in plain language: "Viewed the case list",
 * "Opened case 10000953". A route without its own words is "Viewed another page" (GET) or "Made
 * another change".
 */
export function describeProxyRequest(method: string, path: string): TProxyAction {
  const below = path.replace(/^\/mapi/, '').replace(/\/+$/, '') || '/';
  const verb = method.toUpperCase();
  for (const [methods, pattern, message, names = []] of RULES) {
    if (methods !== verb) continue;
    const m = pattern.exec(below);
    if (!m) continue;
    const values: Record<string, string> = {};
    names.forEach((name, i) => (values[name] = decodeURIComponent(m[i + 1] ?? '')));
    return { message, values, known: true };
  }
  return { message: verb === 'GET' || verb === 'HEAD' ? a.viewedOther : a.changedOther, values: {}, known: false };
}
