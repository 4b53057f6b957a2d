import { z } from 'zod';
import { SUPPORTED_LOCALES } from '../i18n/locales.ts';
import { ZLocale } from './common.ts';


/**
 * The texts vendor staff write: the top banner (every page) and the static texts, each shown in
 * one place: the sign-in page's notice, the dashboard's welcome, the support contact in the footer.
 */
export const PORTAL_TEXT_KEYS = ['topBanner', 'loginNotice', 'dashboardWelcome', 'supportContact'] as const;
export type TPortalTextKey = (typeof PORTAL_TEXT_KEYS)[number];
export const STATIC_TEXT_KEYS = ['loginNotice', 'dashboardWelcome', 'supportContact'] as const satisfies readonly TPortalTextKey[];
export const PORTAL_TEXT_MAX = 4000;

export const ZPortalTextParams = z.object({ key: z.enum(PORTAL_TEXT_KEYS) }).strict();

/** A text as staff edit it: markdown per locale (en-US required, others fall back to it). */
export const ZPortalTextAdmin = z.object({
  key: z.enum(PORTAL_TEXT_KEYS),
  enabled: z.boolean(),
  content: z.record(z.string(), z.string()),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type TPortalTextAdmin = z.infer<typeof ZPortalTextAdmin>;
export const ZPortalTextsAdmin = z.object({ texts: z.array(ZPortalTextAdmin) });

/** PUT /mapi/admin/texts/:key. */
export const ZSavePortalTextRequest = z
  .object({
    enabled: z.boolean(),
    content: z
      .partialRecord(z.enum(SUPPORTED_LOCALES), z.string().max(PORTAL_TEXT_MAX))
      .refine((c) => (c['en-US'] ?? '').trim().length > 0, {
        path: ['en-US'],
        message: 'Texts.enRequired',
      }),
  })
  .strict();
export type TSavePortalTextRequest = z.infer<typeof ZSavePortalTextRequest>;

/** POST /mapi/admin/texts/preview: the HTML the server would show for a markdown text. */
export const ZPreviewRequest = z.object({ markdown: z.string().max(PORTAL_TEXT_MAX) }).strict();
export const ZPreviewAnswer = z.object({ html: z.string() });

/** A text as users receive it: sanitized HTML in their language (or en-US), and when it changed. */
export const ZShownText = z.object({ html: z.string(), updatedAt: z.string() });
export type TShownText = z.infer<typeof ZShownText>;

/** GET /mapi/texts (signed in): the banner and static texts that are on, in the user's language. */
export const ZShownTexts = z.object({
  topBanner: ZShownText.nullable(),
  dashboardWelcome: ZShownText.nullable(),
  supportContact: ZShownText.nullable(),
});
export type TShownTexts = z.infer<typeof ZShownTexts>;

/** GET /mapi/texts/login?locale=: the sign-in page's notice (before sign-in). */
export const ZLoginTextQuery = z.object({ locale: ZLocale.optional() }).strict();
export const ZLoginText = z.object({ loginNotice: ZShownText.nullable() });
