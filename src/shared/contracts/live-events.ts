/**
 * The kinds of live event the server sends on GET /mapi/events (`event: <kind>`). The tab that holds
 * a browser's stream listens to every kind and passes each to the other tabs, whatever its own
 * screens need: a new kind is added here.
 */
export const LIVE_EVENT_KINDS = ['site-state', 'notification', 'alerts', 'banner', 'static-text'] as const;
export type TLiveEventKind = (typeof LIVE_EVENT_KINDS)[number];
