import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import type { TApp, TAppContext } from '../../platform/app-context.ts';
import { audit } from '../../platform/audit.ts';
import { ok, zEnvelope } from '../../platform/envelope.ts';
import { requireAuth } from '../../platform/session-context.ts';
import { ZEmpty } from '../../../shared/contracts/common.ts';
import {
  ZUpdateSettingsRequest,
  ZUserSettings,
  type TUserSettings,
} from '../../../shared/contracts/session.ts';
import { LOCALE_COOKIE, LOCALE_COOKIE_DAYS } from '../../../shared/i18n/locales.ts';

export function registerUserRoutes(app: TApp, ctx: TAppContext): void {
  const { db } = ctx.database;

  app.put(
    '/users/settings',
    {
      config: { access: 'user' },
      schema: {
        summary: "Updates the signed-in user's language, time zone (null: the browser's) and e-mail notification settings",
        tags: ['users'],
        body: ZUpdateSettingsRequest,
        response: { 200: zEnvelope(ZUserSettings) },
      },
    },
    async (req, reply) => {
      const auth = requireAuth(req);
      const change = req.body.user_settings;
      const settings = {
        emailNotifications: change.emailNotifications ?? auth.user.settings.emailNotifications,
      };
      const locale = change.language ?? auth.user.locale ?? undefined;
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({
            settings,
            ...(change.language ? { locale: change.language } : {}),
            ...(change.timeZone !== undefined ? { timeZone: change.timeZone } : {}),
          })
          .where(eq(users.id, auth.user.id));
        await audit(tx, req, 'settings_change', {
          userId: auth.user.id,
          actorUserId: auth.realUserId,
          login: auth.realUser.login,
          accountId: auth.session.selectedAccountId,
          detail: { ...change },
        });
      });
      if (change.language) {
        reply.setCookie(LOCALE_COOKIE, change.language, {
          path: '/',
          maxAge: LOCALE_COOKIE_DAYS * 86_400,
          sameSite: 'lax',
        });
      }
      return ok({
        ...settings,
        ...(locale ? { language: locale as TUserSettings['language'] } : {}),
        timeZone: change.timeZone !== undefined ? change.timeZone : (auth.user.timeZone ?? null),
      });
    },
  );

  app.post(
    '/users/accept_terms',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Accepts the terms of use',
        tags: ['users'],
        body: ZEmpty,
        response: { 200: zEnvelope(ZEmpty) },
      },
    },
    async (req) => {
      const auth = requireAuth(req);
      if (!auth.user.termsAcceptedAt && !auth.isProxy) {
        await db.transaction(async (tx) => {
          await tx.update(users).set({ termsAcceptedAt: new Date() }).where(eq(users.id, auth.user.id));
          await audit(tx, req, 'terms_accepted', {
            userId: auth.user.id,
            actorUserId: auth.realUserId,
            login: auth.user.login,
          });
        });
      }
      return ok({});
    },
  );
}
