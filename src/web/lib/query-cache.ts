/**
 * How long an answer is used without asking again: spec section 9, "cache 300000 ms" (its data
 * helpers "cache 5 minutes", section 7). The default of every query; so that nothing a user changes
 * shows stale meanwhile, every change (a mutation) invalidates the queries it affects.
 */
export const QUERY_STALE_MS = 300_000;
