/**
 * GET /mapi/cases/export: the case list (same query as GET /mapi/cases) as CSV, Excel, PDF, a
 * print page or a ZIP of the three, through the list engine's row stream and the export engine.
 */
import { eq } from 'drizzle-orm';
import { accounts } from '../../db/schema/index.ts';
import type { TApp, TAppContext } from '../../platform/app-context.ts';
import { accountScope } from '../../platform/account-scope.ts';
import { AppError } from '../../platform/app-error.ts';
import { exportExtension, streamExport, type TExportColumn, type TExportRow } from '../../platform/export/stream-export.ts';
import { requestLocale, translate } from '../../platform/i18n.ts';
import { filterSpecOf, type TListColumnDef } from '../../platform/list/list-definition.ts';
import { assertSupportedFilters, requestQueryKeys, streamListRows } from '../../platform/list/list-engine.ts';
import { CASE_CATEGORIES, ZCaseListQuery, type TCaseRow } from '../../../shared/contracts/cases.ts';
import { ZExportParams } from '../../../shared/contracts/exports.ts';
import { EXPORT_MAX_ROWS } from '../../../shared/contracts/list.ts';
import { listFileName } from '../../../shared/domain/file-names.ts';
import { normalizeDateRange } from '../../../shared/domain/list-filters.ts';
import { defineMessages } from '../../../shared/i18n/define.ts';
import type { TLocale } from '../../../shared/i18n/locales.ts';
import { validationMessages } from '../../../shared/domain/validation.ts';
import { caseList } from './case-list.ts';

export const ZCaseExportQuery = ZCaseListQuery.extend(ZExportParams.shape);

const messages = defineMessages({
  titleAll: { id: 'CaseExport.titleAll', defaultMessage: 'All cases' },
  title: { id: 'CaseExport.title', defaultMessage: 'Cases: {category}' },
});

/** The spec's list type in file names: the category's section name, or AllCases. */
function caseListType(category: string | undefined): string {
  const entry = Object.entries(CASE_CATEGORIES).find(([, code]) => code === category);
  return entry ? entry[0] : 'AllCases';
}

/** The visible columns asked for (comma-separated ids, in order), else the default ones. */
function chosenColumns(raw: string | undefined): TListColumnDef[] {
  const ids = (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (ids.length === 0) return caseList.columns.filter((c) => c.defaultVisible);
  const unknown = ids.filter((id) => !caseList.columns.some((c) => c.id === id));
  if (unknown.length) {
    throw new AppError('ServerValidation.400WrongParams', {
      detail: `unknown export columns ${unknown.join(', ')}`,
      fields: [{ path: 'query.columns', message: { id: validationMessages.unsupportedFilter.id } }],
    });
  }
  return [...new Set(ids)].map((id) => caseList.columns.find((c) => c.id === id)!);
}

/** Column titles and enum values in the user's language; dates stay dates, numbers numbers. */
function exportColumns(defs: readonly TListColumnDef[], locale: TLocale): {
  columns: TExportColumn[];
  present: (row: TCaseRow) => TExportRow;
} {
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
    present(row) {
      const out: TExportRow = { ...row };
      for (const c of enums) {
        const v = out[c.id];
        if (v !== null && v !== undefined) out[c.id] = label(c, v);
      }
      return out;
    },
  };
}

export function registerCaseExportRoute(app: TApp, ctx: TAppContext): void {
  const { db } = ctx.database;
  const createdColumn = caseList.columns.find((c) => c.id === 'createdAt');

  app.get(
    '/cases/export',
    {
      config: { access: 'account' },
      schema: {
        summary: `Exports the case list (same query as GET /cases) as csv, xlsx, pdf, print (HTML) or zip; at most ${EXPORT_MAX_ROWS} rows, else 413`,
        tags: ['cases'],
        querystring: ZCaseExportQuery,
        produces: [
          'text/csv',
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'application/pdf',
          'text/html',
          'application/zip',
        ],
      },
    },
    async (req, reply) => {
      const { format, columns: columnIds, tz, ...query } = req.query;
      const scope = accountScope(req, query.account_id);
      assertSupportedFilters(caseList, requestQueryKeys(req));
      const locale = requestLocale(req);
      const defs = chosenColumns(columnIds);
      const { columns, present } = exportColumns(defs, locale);

      const [account] = await db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, scope.accountId));
      const type = caseListType(query.category);
      const category = Object.entries(CASE_CATEGORIES).find(([, code]) => code === query.category)?.[1];
      const title = category
        ? translate(locale, messages.title.id, { category: translate(locale, `Cases.column.category.${category}`) })
        : translate(locale, messages.titleAll.id);
      const spec = createdColumn ? filterSpecOf(createdColumn) : undefined;
      const range = spec ? normalizeDateRange(spec, query.created_from, query.created_to).values : {};
      const fileName = listFileName({
        accountId: scope.accountId,
        kind: 'Cases',
        type,
        dateFrom: range.created_from,
        dateTo: range.created_to,
      });
      req.log.info({ format, accountId: scope.accountId, ext: exportExtension(format) }, 'case export');

      async function* rows(): AsyncGenerator<TExportRow> {
        for await (const row of streamListRows(ctx, caseList, scope, query, EXPORT_MAX_ROWS + 1)) yield present(row);
      }
      return streamExport(reply, {
        format,
        fileName,
        title,
        columns,
        rows: rows(),
        locale,
        account: account ? `${scope.accountId} ${account.name}` : scope.accountId,
        timeZone: tz,
      });
    },
  );
}
