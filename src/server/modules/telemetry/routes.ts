import type { TApp, TAppContext } from '../../platform/app-context.ts';
import { accountScope } from '../../platform/account-scope.ts';
import { ok, zEnvelope } from '../../platform/envelope.ts';
import { requireStaffAccount } from '../../platform/session-context.ts';
import {
  ZIngestRequest,
  ZIngestResult,
  ZIngestToken,
  ZIngestTokens,
  ZIssuedToken,
  ZIssueTokenRequest,
  ZTokenAccountQuery,
  ZTokenNetworkParams,
  ZTokenParams,
  ZOpenIncident,
  ZOpenIncidentQuery,
} from '../../../shared/contracts/telemetry.ts';
import { openIncidentOfSite } from './incidents.ts';
import { ingestBatch } from './ingest.ts';
import { registerTelemetryJobs } from './jobs.ts';
import { authenticateIngest, issueToken, listTokens, revokeToken } from './tokens.ts';

/** The largest ingest request body (5,000 sites with their sub-networks and alarms fit well under it). */
const INGEST_BODY_LIMIT_BYTES = 16 * 1024 * 1024;

/**
 * Telemetry of the managed networks (issue 32 point 3): the ingest API a network management system
 * pushes to with a token of its network, the tokens vendor staff issue and revoke, and the jobs
 * (simulator, roll-up, retention, stale states).
 */
export function registerTelemetryRoutes(app: TApp, ctx: TAppContext): void {
  const tags = ['telemetry'];

  app.post(
    '/telemetry/ingest',
    {
      // No session: the bearer token names the network (checked below); no CSRF either, as no
      // cookie authenticates it (platform/csrf.ts skips routes marked bearerOnly).
      config: { access: 'public', bearerOnly: true },
      // A batch of up to INGEST_SITES_MAX sites with their alarms and measurements is larger than
      // the 1 MB every other route takes.
      bodyLimit: INGEST_BODY_LIMIT_BYTES,
      schema: {
        summary:
          "Takes a network's site status, alarms and measurements from its network management system (Authorization: Bearer <ingest token>)",
        tags,
        body: ZIngestRequest,
        response: { 200: zEnvelope(ZIngestResult) },
      },
    },
    async (req) => {
      const network = await authenticateIngest(ctx, req.headers.authorization);
      return ok(await ingestBatch(ctx, network, req.body));
    },
  );

  app.get(
    '/networks/:networkId/ingest-tokens',
    {
      config: { access: 'staff-account' },
      schema: {
        summary: "The ingest tokens of a network of the account (vendor staff); never their secrets",
        tags,
        params: ZTokenNetworkParams,
        querystring: ZTokenAccountQuery,
        response: { 200: zEnvelope(ZIngestTokens) },
      },
    },
    async (req) => {
      requireStaffAccount(req, req.query.account_id);
      const scope = accountScope(req, req.query.account_id);
      return ok({ tokens: await listTokens(ctx, scope, req.params.networkId) });
    },
  );

  app.post(
    '/networks/:networkId/ingest-tokens',
    {
      config: { access: 'staff-account' },
      schema: {
        summary: 'Issues an ingest token for a network of the account (vendor staff): its secret is answered this once',
        tags,
        params: ZTokenNetworkParams,
        body: ZIssueTokenRequest,
        response: { 200: zEnvelope(ZIssuedToken) },
      },
    },
    async (req) => {
      requireStaffAccount(req, req.body.account_id);
      const scope = accountScope(req, req.body.account_id);
      return ok(await issueToken(ctx, req, scope, req.params.networkId, req.body.label));
    },
  );

  app.delete(
    '/networks/:networkId/ingest-tokens/:id',
    {
      config: { access: 'staff-account' },
      schema: {
        summary: 'Revokes an ingest token of a network of the account (vendor staff); the token is refused from then on',
        tags,
        params: ZTokenParams,
        querystring: ZTokenAccountQuery,
        response: { 200: zEnvelope(ZIngestToken) },
      },
    },
    async (req) => {
      requireStaffAccount(req, req.query.account_id);
      const scope = accountScope(req, req.query.account_id);
      return ok(await revokeToken(ctx, req, scope, req.params.networkId, req.params.id));
    },
  );

  app.get(
    '/network-incidents/open',
    {
      config: { access: 'account' },
      schema: {
        summary:
          "The open network incident (an Incident case the network opened) a site of the account is part of, or null: a new case on that site is offered to join it",
        tags,
        querystring: ZOpenIncidentQuery,
        response: { 200: zEnvelope(ZOpenIncident) },
      },
    },
    async (req) => {
      const scope = accountScope(req, req.query.account_id);
      return ok({ incident: await openIncidentOfSite(ctx, scope.accountId, req.query.site) });
    },
  );

  registerTelemetryJobs(app, ctx);
}
