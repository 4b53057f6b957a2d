import { desc, eq } from 'drizzle-orm';
import { releases } from '../../db/schema/index.ts';
import type { TApp, TAppContext } from '../../platform/app-context.ts';
import { ok, zEnvelope } from '../../platform/envelope.ts';
import { requireAuth } from '../../platform/session-context.ts';
import { ZPublishedReleases } from '../../../shared/contracts/releases.ts';

/** Releases shown at most: What's New lists them all, the footer the newest. */
const MAX_RELEASES = 200;

export function registerReleaseRoutes(app: TApp, ctx: TAppContext): void {
  const { db } = ctx.database;

  app.get(
    '/releases/published',
    {
      config: { access: 'user' },
      schema: {
        summary: "Published portal releases for What's New, newest first",
        tags: ['releases'],
        response: { 200: zEnvelope(ZPublishedReleases) },
      },
    },
    async (req) => {
      requireAuth(req);
      const rows = await db
        .select({ number: releases.number, releasedOn: releases.releasedOn, notes: releases.notes })
        .from(releases)
        .where(eq(releases.published, true))
        .orderBy(desc(releases.releasedOn), desc(releases.number))
        .limit(MAX_RELEASES);
      return ok(rows);
    },
  );
}
