import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  PORTAL_TEXT_KEYS,
  type TPortalTextAdmin,
  type TPortalTextKey,
  type TSavePortalTextRequest,
  type TShownText,
} from '../../../shared/contracts/portal-texts.ts';
import { DEFAULT_LOCALE, type TLocale } from '../../../shared/i18n/locales.ts';
import { portalTexts } from '../../db/schema/index.ts';
import type { TAppContext } from '../../platform/app-context.ts';
import { audit } from '../../platform/audit.ts';
import { EVERY_ACCOUNT, publishEvent } from '../../platform/events.ts';
import { renderMarkdown } from '../../platform/markdown.ts';
import { isoTime } from '../../platform/row-values.ts';
import type { TAuth } from '../../platform/session-context.ts';

interface TTextRow {
  key: string;
  enabled: boolean;
  content: Record<string, string>;
  updated_at: unknown;
  updated_by: string | null;
}

async function readTexts(ctx: TAppContext, keys: readonly TPortalTextKey[]): Promise<Map<string, TTextRow>> {
  const rows = (await ctx.database.rows(sql`select t.key, t.enabled, t.content, t.updated_at,
      (select u.first_name || ' ' || u.last_name from users u where u.id = t.updated_by) as updated_by
    from portal_texts t where t.key in (${sql.join(
      keys.map((k) => sql`${k}`),
      sql`, `,
    )})`)) as unknown as TTextRow[];
  return new Map(rows.map((r) => [r.key, r]));
}

/**
 * The texts as users see them: those on, in `locale` or else en-US, as sanitized HTML; null when
 * off or empty.
 */
export async function shownTexts<K extends TPortalTextKey>(
  ctx: TAppContext,
  keys: readonly K[],
  locale: TLocale,
): Promise<Record<K, TShownText | null>> {
  const rows = await readTexts(ctx, keys);
  const answer = {} as Record<K, TShownText | null>;
  for (const key of keys) {
    const row = rows.get(key);
    const markdown = row?.enabled ? (row.content[locale]?.trim() || row.content[DEFAULT_LOCALE]?.trim() || '') : '';
    answer[key] = row && markdown ? { html: renderMarkdown(markdown), updatedAt: isoTime(row.updated_at) } : null;
  }
  return answer;
}

/** GET /mapi/admin/texts: every text as staff edit it (a text never written is off and empty). */
export async function adminTexts(ctx: TAppContext): Promise<TPortalTextAdmin[]> {
  const rows = await readTexts(ctx, PORTAL_TEXT_KEYS);
  return PORTAL_TEXT_KEYS.map((key) => {
    const row = rows.get(key);
    return {
      key,
      enabled: row?.enabled ?? false,
      content: row?.content ?? {},
      updatedAt: row ? isoTime(row.updated_at) : null,
      updatedBy: row?.updated_by ?? null,
    };
  });
}

/** The live event of a text: the banner, or a static text (its key only: browsers ask again). */
function eventKind(key: TPortalTextKey): 'banner' | 'static-text' {
  return key === 'topBanner' ? 'banner' : 'static-text';
}

/**
 * PUT /mapi/admin/texts/:key: the text (empty locales dropped) and its live event in one
 * transaction, audited after the commit.
 */
export async function savePortalText(
  ctx: TAppContext,
  req: FastifyRequest,
  auth: TAuth,
  key: TPortalTextKey,
  body: TSavePortalTextRequest,
): Promise<void> {
  const content = Object.fromEntries(
    Object.entries(body.content).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1].trim() !== ''),
  );
  const values = { enabled: body.enabled, content, updatedAt: new Date(), updatedBy: auth.realUserId };
  await ctx.database.db.transaction(async (tx) => {
    await tx
      .insert(portalTexts)
      .values({ key, ...values })
      .onConflictDoUpdate({ target: portalTexts.key, set: values });
    await publishEvent(tx, EVERY_ACCOUNT, eventKind(key), { key });
    await audit(tx, req, 'portal_text_update', {
      userId: auth.realUserId,
      actorUserId: auth.realUserId,
      login: auth.realUser.login,
      detail: { key, enabled: body.enabled, locales: Object.keys(content) },
    });
  });
}
