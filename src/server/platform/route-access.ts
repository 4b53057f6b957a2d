/**
 * Who may call a route, declared on every route as `config.access` and published in the OpenAPI
 * document as `x-access`, so the authorization-matrix test can walk every route:
 * - public: anyone;
 * - user: any signed-in user;
 * - account: a signed-in user who may use the account named in the request;
 * - account-user: as account, with at least the User role on it (Guests only read);
 * - account-admin: as account, with the Administrator role on it;
 * - staff: vendor staff (the real identity; never while proxying); what a route lists is limited to
 *   the accounts the staff member holds unless they have access to all accounts;
 * - staff-account: vendor staff acting on the account named in the request, which they must hold
 *   (any role) unless they have access to all accounts;
 * - all-accounts: vendor staff with access to all accounts (the MSI Administrator of the demo).
 */
export const ACCESS_LEVELS = [
  'public',
  'user',
  'account',
  'account-user',
  'account-admin',
  'staff',
  'staff-account',
  'all-accounts',
] as const;
export type TAccess = (typeof ACCESS_LEVELS)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: TAccess;
    /**
     * The route is authenticated by an `Authorization: Bearer` token alone and reads no session
     * (POST /mapi/telemetry/ingest): no cookie acts for the caller, so no CSRF token is asked.
     */
    bearerOnly?: boolean;
    /**
     * The page calls the route by itself, not the person (GET /mapi/events, the live-events
     * stream): it does not move the session's idle end, and its answer announces none.
     */
    notActivity?: boolean;
  }
}
