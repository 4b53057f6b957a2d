import {
  STATIC_TEXT_KEYS,
  ZLoginText,
  ZLoginTextQuery,
  ZPortalTextAdmin,
  ZPortalTextParams,
  ZPortalTextsAdmin,
  ZPreviewAnswer,
  ZPreviewRequest,
  ZSavePortalTextRequest,
  ZShownTexts,
} from '../../../shared/contracts/portal-texts.ts';
import type { TApp, TAppContext } from '../../platform/app-context.ts';
import { ok, zEnvelope } from '../../platform/envelope.ts';
import { requestLocale } from '../../platform/i18n.ts';
import { renderMarkdown } from '../../platform/markdown.ts';
import { requireAllAccountsStaff, requireAuth } from '../../platform/session-context.ts';
import { adminTexts, savePortalText, shownTexts } from './portal-texts.ts';

/**
 * The top banner and the static texts (spec section 2: Custom Top Banner, Update Static Text; issue
 * 33 point 5): written in markdown per locale by vendor staff with access to all accounts (what
 * they write reaches every account), read by users as HTML rendered on the server.
 */
export function registerPortalTextRoutes(app: TApp, ctx: TAppContext): void {
  app.get(
    '/texts',
    {
      config: { access: 'user' },
      schema: {
        summary: 'The top banner and the static texts that are on, as sanitized HTML in the language asked (else en-US)',
        tags: ['texts'],
        querystring: ZLoginTextQuery,
        response: { 200: zEnvelope(ZShownTexts) },
      },
    },
    async (req) => {
      requireAuth(req);
      const locale = req.query.locale ?? requestLocale(req);
      return ok(await shownTexts(ctx, ['topBanner', 'dashboardWelcome', 'supportContact'] as const, locale));
    },
  );

  app.get(
    '/texts/login',
    {
      config: { access: 'public' },
      schema: {
        summary: "The sign-in page's notice, when on, as sanitized HTML in the language asked (else en-US)",
        tags: ['texts'],
        querystring: ZLoginTextQuery,
        response: { 200: zEnvelope(ZLoginText) },
      },
    },
    async (req) => ok(await shownTexts(ctx, ['loginNotice'] as const, req.query.locale ?? requestLocale(req))),
  );

  const admin = { config: { access: 'all-accounts' as const } };
  const tags = ['admin'];

  app.get(
    '/admin/texts',
    {
      ...admin,
      schema: {
        summary: `The top banner and the static texts (${STATIC_TEXT_KEYS.join(', ')}) as staff edit them: markdown per locale`,
        tags,
        response: { 200: zEnvelope(ZPortalTextsAdmin) },
      },
    },
    async (req) => {
      requireAllAccountsStaff(req);
      return ok({ texts: await adminTexts(ctx) });
    },
  );

  app.put(
    '/admin/texts/:key',
    {
      ...admin,
      schema: {
        summary: 'Saves a text (on or off, markdown per locale, en-US required); every browser shows the change without a reload',
        tags,
        params: ZPortalTextParams,
        body: ZSavePortalTextRequest,
        response: { 200: zEnvelope(ZPortalTextAdmin) },
      },
    },
    async (req) => {
      const auth = requireAllAccountsStaff(req);
      await savePortalText(ctx, req, auth, req.params.key, req.body);
      return ok((await adminTexts(ctx)).find((t) => t.key === req.params.key)!);
    },
  );

  app.post(
    '/admin/texts/preview',
    {
      ...admin,
      schema: {
        summary: 'The HTML a markdown text is shown as (links with javascript:, vbscript: or data: dropped)',
        tags,
        body: ZPreviewRequest,
        response: { 200: zEnvelope(ZPreviewAnswer) },
      },
    },
    async (req) => {
      requireAllAccountsStaff(req);
      return ok({ html: renderMarkdown(req.body.markdown) });
    },
  );
}
