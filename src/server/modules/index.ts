import type { TApp, TAppContext } from '../platform/app-context.ts';
import type { TAccess } from '../platform/route-access.ts';
import { registerAccountRoutes } from './accounts/routes.ts';
import { registerOnboardingRoutes } from './accounts/onboarding.ts';
import { registerAlertRoutes } from './alerts/routes.ts';
import { registerAuditRoutes } from './audit/routes.ts';
import { registerAuthRoutes } from './auth/routes.ts';
import { registerCalendarRoutes } from './calendar/routes.ts';
import { registerCaseRoutes } from './cases/routes.ts';
import { registerCommunicationRoutes } from './communications/routes.ts';
import { registerContractRoutes } from './contracts/routes.ts';
import { registerDashboardRoutes } from './dashboard/routes.ts';
import { registerDocsRoutes } from './docs/routes.ts';
import { registerEventRoutes } from './events/routes.ts';
import { registerEntitlementRoutes } from './entitlements/routes.ts';
import { registerHealthRoutes } from './health/routes.ts';
import { registerJobRoutes } from './jobs/routes.ts';
import { registerManagedNetworkRoutes } from './managed-network/routes.ts';
import { registerOrderRoutes } from './orders/routes.ts';
import { registerOutboxRoutes } from './outbox/routes.ts';
import { registerPerformanceRoutes } from './performance/routes.ts';
import { registerPortalTextRoutes } from './portal-texts/routes.ts';
import { registerProxyRoutes } from './proxy/routes.ts';
import { registerReleaseRoutes } from './releases/routes.ts';
import { registerRepairDocumentRoutes } from './repairs/document-routes.ts';
import { registerFleetReadinessRoutes } from './repairs/fleet-readiness-routes.ts';
import { registerRepairRoutes } from './repairs/routes.ts';
import { registerRepairRequestRoutes } from './repairs/request-routes.ts';
import { registerSelfServiceRoutes } from './self-service/routes.ts';
import { registerSessionRoutes } from './session/routes.ts';
import { registerSiteRoutes } from './sites/routes.ts';
import { registerSoftwareRoutes } from './software/routes.ts';
import { registerSupportCentreRoutes } from './support-centre/routes.ts';
import { registerTicketRoutes } from './tickets/routes.ts';
import { registerSystemRoutes } from './system/routes.ts';
import { registerTelemetryRoutes } from './telemetry/routes.ts';
import { registerUserRoutes } from './users/routes.ts';

/**
 * Registers every API module under /mapi. A route without `config.access` stops the server at
 * start: no route can be added without saying who may call it.
 */
export function registerModules(app: TApp, ctx: TAppContext): void {
  const routeAccess = new Map<string, TAccess>();
  app.addHook('onRoute', (route) => {
    const access = (route.config as { access?: TAccess } | undefined)?.access;
    if (!access) throw new Error(`route ${String(route.method)} ${route.url} declares no config.access`);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const m of methods) routeAccess.set(`${m} ${route.url}`, access);
  });
  registerHealthRoutes(app, ctx);
  registerDocsRoutes(app, routeAccess, { publicUrl: ctx.config.publicUrl });
  registerAuthRoutes(app, ctx);
  registerSessionRoutes(app, ctx);
  registerAccountRoutes(app, ctx);
  registerOnboardingRoutes(app, ctx);
  registerUserRoutes(app, ctx);
  registerSelfServiceRoutes(app, ctx);
  registerProxyRoutes(app, ctx);
  registerAuditRoutes(app, ctx);
  registerCaseRoutes(app, ctx);
  registerSupportCentreRoutes(app, ctx);
  registerTicketRoutes(app, ctx);
  registerRepairRoutes(app, ctx);
  registerRepairRequestRoutes(app, ctx);
  registerRepairDocumentRoutes(app, ctx);
  registerFleetReadinessRoutes(app, ctx);
  registerOrderRoutes(app, ctx);
  registerContractRoutes(app, ctx);
  registerOutboxRoutes(app, ctx);
  registerJobRoutes(app, ctx);
  registerReleaseRoutes(app, ctx);
  registerSystemRoutes(app, ctx);
  registerDashboardRoutes(app, ctx);
  registerEntitlementRoutes(app, ctx);
  registerSoftwareRoutes(app, ctx);
  registerManagedNetworkRoutes(app, ctx);
  registerSiteRoutes(app, ctx);
  registerTelemetryRoutes(app, ctx);
  registerPerformanceRoutes(app, ctx);
  registerCalendarRoutes(app, ctx);
  registerEventRoutes(app, ctx);
  registerCommunicationRoutes(app, ctx);
  registerAlertRoutes(app, ctx);
  registerPortalTextRoutes(app, ctx);
}
