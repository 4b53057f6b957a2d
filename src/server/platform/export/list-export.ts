/**
 * A list's export route is configuration: `registerListExport(app, ctx, config)` adds
 * GET /mapi/<list>/export, which takes the list's own query (filters, sort, search) plus
 * `format`, `columns` and `tz` (shared/contracts/exports.ts), reads the rows through the list
 * engine (at most EXPORT_MAX_ROWS + 1, so one too many answers 413 before any byte) and streams
 * them through the export engine, with column titles and enum values in the user's language and
 * the file name of spec section 9.
 */
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { accountHeading } from './account-heading.ts';
import type { TApp, TAppContext } from '../app-context.ts';
import type { TAccess } from '../route-access.ts';
import type { TAccountScope } from '../account-scope.ts';
import { exportMessages } from './messages.ts';
import { requestLocale, translate } from '../i18n.ts';
import { filterSpecOf, type TListColumnDef, type TListDefinition } from '../list/list-definition.ts';
import { assertSupportedFilters, columnIdsOf, listTimeZone, requestQueryKeys, streamListRows, type TListQueryInput } from '../list/list-engine.ts';
import { exportExtension, streamExport, type TExportColumn, type TExportRow } from './stream-export.ts';
import { ZExportParams } from '../../../shared/contracts/exports.ts';
import { EXPORT_MAX_ROWS } from '../../../shared/contracts/list.ts';
import { listFileName } from '../../../shared/domain/file-names.ts';
import { normalizeDateRange } from '../../../shared/domain/list-filters.ts';
import type { TLocale } from '../../../shared/i18n/locales.ts';

export interface TListExportConfig {
  /** Route path below /mapi, e.g. '/cases/export'. */
  path: string;
  /** The list (the same definition as its list route). */
  list: TListDefinition;
  /** The list route's query schema (e.g. ZCaseListQuery); the export parameters are added to it. */
  query: z.ZodObject;
  /** The {kind} of the file name (spec section 9), e.g. 'Cases'. */
  kind: string;
  /** OpenAPI tag. */
  tag: string;
  /**
   * The {type} of the file name (spec section 9; e.g. 'AllCases', 'TechSupport', 'Incident') and
   * the document title in the user's language, for this query.
   */
  describe(query: TListQueryInput, locale: TLocale): { type: string; title: string };
  /** The date column whose filter range names the file ({date range}), e.g. 'createdAt'. */
  dateColumn?: string;
  /** Who may export: the list's own access, and its scope of the request (which checks the account and role). */
  access: TAccess;
  scopeOf(req: FastifyRequest, accountId: string | undefined): TAccountScope;
  /** A further rule of the area on the checked account (e.g. a group), refusing with an AppError. */
  allow?: (scope: TAccountScope) => Promise<void>;
  /**
   * Values the database cannot say in the user's language (a text kept as message ids and their
   * values): `row` rewrites each row's chosen columns in place, reading the extra values `reads`
   * names, before the enum values take their labels.
   */
  rewrite?: { reads: readonly string[]; row(row: Record<string, unknown>, locale: TLocale): void };
}

/** The visible columns asked for (comma-separated ids, in order), else the list's default ones. */
function chosenColumns(list: TListDefinition, raw: string | undefined): TListColumnDef[] {
  const ids = columnIdsOf(list, raw ?? '');
  if (ids.length === 0) return list.columns.filter((c) => c.defaultVisible);
  return ids.map((id) => list.columns.find((c) => c.id === id)!);
}

/** Column titles and enum values in the user's language; dates stay dates, numbers numbers. */
function exportColumns(
  defs: readonly TListColumnDef[],
  locale: TLocale,
): { columns: TExportColumn[]; present: (row: Record<string, unknown>) => TExportRow } {
  const columns: TExportColumn[] = defs.map((c) => ({
    id: c.id,
    label: translate(locale, c.labelId),
    type: c.type === 'number' ? 'number' : c.type === 'date' ? 'datetime' : 'text',
  }));
  const enums = defs.filter((c) => c.type === 'enum');
  const labels = new Map<string, string>();
  const label = (c: TListColumnDef, value: unknown): string => {
    const id = `${c.labelId}.${String(value)}`;
    let text = labels.get(id);
    if (text === undefined) {
      text = translate(locale, id);
      if (text === id) text = String(value);
      labels.set(id, text);
    }
    return text;
  };
  return {
    columns,
    // The row is the engine's own fresh object: its enum values are replaced in place.
    present(row) {
      const out = row as TExportRow;
      for (const c of enums) {
        const v = out[c.id];
        // A list column's items each take their label (the export engine joins them).
        if (Array.isArray(v)) out[c.id] = v.map((x) => label(c, x));
        else if (v !== null && v !== undefined) out[c.id] = label(c, v);
      }
      return out;
    },
  };
}

/** Registers GET /mapi<path>: the list as CSV, Excel, PDF, a print page or a ZIP of all four. */
export function registerListExport(app: TApp, ctx: TAppContext, config: TListExportConfig): void {
  const dateColumn = config.dateColumn ? config.list.columns.find((c) => c.id === config.dateColumn) : undefined;
  if (config.dateColumn && !dateColumn?.filter) throw new Error(`${config.list.name}: export date column ${config.dateColumn} has no filter`);

  app.get(
    config.path,
    {
      config: { access: config.access },
      schema: {
        summary: `Exports the ${config.list.name} list (same query as the list) as csv, xlsx, pdf, print (HTML) or zip (all four); at most ${EXPORT_MAX_ROWS} rows, else 413`,
        tags: [config.tag],
        querystring: config.query.extend(ZExportParams.shape),
        produces: [
          'text/csv',
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'application/pdf',
          'text/html',
          'application/zip',
        ],
      },
    },
    async (req: FastifyRequest, reply) => {
      // `tz` stays in the query: the date filters read the days of that zone, as the list does.
      const { format, columns: columnIds, ...query } = req.query as z.infer<typeof ZExportParams> &
        TListQueryInput & { account_id?: string };
      const scope = config.scopeOf(req, query.account_id);
      await config.allow?.(scope);
      assertSupportedFilters(config.list, requestQueryKeys(req));
      const locale = requestLocale(req);
      const chosen = chosenColumns(config.list, columnIds);
      const { columns, present } = exportColumns(chosen, locale);
      const account = scope.everyAccount ? translate(locale, exportMessages.everyAccount.id) : await accountHeading(ctx, scope);
      const { type, title } = config.describe(query, locale);
      const spec = dateColumn ? filterSpecOf(dateColumn) : undefined;
      const range = spec ? normalizeDateRange(spec, query[`${spec.key}_from`], query[`${spec.key}_to`]).values : {};
      const fileName = listFileName({
        accountId: scope.accountId,
        kind: config.kind,
        type,
        dateFrom: spec ? range[`${spec.key}_from`] : undefined,
        dateTo: spec ? range[`${spec.key}_to`] : undefined,
      });
      req.log.info({ format, list: config.list.name, accountId: scope.accountId, ext: exportExtension(format) }, 'list export');

      async function* rows(): AsyncGenerator<TExportRow> {
        const read = [...chosen.map((c) => c.id), ...(config.rewrite?.reads ?? [])];
        for await (const row of streamListRows(ctx, config.list, scope, query, EXPORT_MAX_ROWS + 1, read)) {
          config.rewrite?.row(row, locale);
          yield present(row);
        }
      }
      return streamExport(reply, {
        format,
        fileName,
        title,
        columns,
        rows: rows(),
        locale,
        account,
        timeZone: listTimeZone(query.tz),
      });
    },
  );
}
