/**
 * One call registers a list's three routes (GET /mapi<path>, <path>/columns and <path>/export, the
 * path its descriptor names),
 * every one of them derived from the list's descriptor and SQL (list-definition.ts): the query
 * and row schemas (also in the OpenAPI document), the columns, the export. An area adds a list by
 * its descriptor, its SQL map and this call.
 */
import { z } from 'zod';
import { listColumns, listPageSchema, listQuerySchema } from '../../../shared/contracts/list-descriptor.ts';
import { ZListColumn } from '../../../shared/contracts/list.ts';
import { ZAccountId } from '../../../shared/contracts/common.ts';
import type { TRole } from '../../../shared/domain/accounts.ts';
import type { TApp, TAppContext } from '../app-context.ts';
import type { FastifyRequest } from 'fastify';
import { accountScope, everyAccountScope, type TAccountScope } from '../account-scope.ts';
import type { TAccess } from '../route-access.ts';
import { ok, sendEnvelopeJson, zEnvelope } from '../envelope.ts';
import { registerListExport, type TListExportConfig } from '../export/list-export.ts';
import type { TListDefinition } from './list-definition.ts';
import { listPageJson, requestQueryKeys, type TListQueryInput } from './list-engine.ts';

export interface TListRoutesConfig {
  /** The list; its descriptor's `path` names the routes. */
  list: TListDefinition;
  /** OpenAPI tag. */
  tag: string;
  /** The least role on the account that reads the list (default Guest: every user of the account). */
  minRole?: TRole;
  /** The export (file name kind, title, date column, values to rewrite), when the list has one. */
  export?: Pick<TListExportConfig, 'kind' | 'describe' | 'dateColumn' | 'rewrite'>;
  /**
   * false: the area answers GET /mapi<path> itself, a call whose query and answer the spec fixes
   * (the notifications); the engine registers the columns and the export only.
   */
  page?: false;
  /**
   * A further rule of the area on the checked account, run by every route of the list after the
   * account and role check (e.g. the software download groups); it refuses with an AppError.
   */
  allow?: (scope: TAccountScope) => Promise<void>;
}

const ZColumnsQuery = z.object({ account_id: ZAccountId }).strict();

export function registerListRoutes(app: TApp, ctx: TAppContext, config: TListRoutesConfig): void {
  const { list, tag, minRole = 'Guest' } = config;
  const path = list.descriptor.path;
  const columns = listColumns(list.descriptor);
  // A list over every account (no account column) is for staff with access to all accounts, without account_id.
  const everyAccount = list.accountColumn === null;
  const query = everyAccount ? listQuerySchema(list.descriptor).omit({ account_id: true }) : listQuerySchema(list.descriptor);
  const columnsQuery = everyAccount ? z.object({}).strict() : ZColumnsQuery;
  const access: TAccess = everyAccount
    ? 'all-accounts'
    : minRole === 'Guest'
      ? 'account'
      : minRole === 'User'
        ? 'account-user'
        : 'account-admin';
  const scopeOf = (req: FastifyRequest, accountId: string | undefined): TAccountScope =>
    everyAccount ? everyAccountScope(req) : accountScope(req, accountId ?? '', minRole);

  if (config.page !== false)
    app.get(
      path,
      {
        config: { access },
        schema: {
          summary: `Lists ${list.name}: filters, sort, offset or cursor paging${list.search ? ', search' : ''} (list engine)`,
          tags: [tag],
          querystring: query,
          response: { 200: zEnvelope(listPageSchema(list.descriptor)) },
        },
      },
      async (req, reply) => {
        const q = req.query as TListQueryInput & { account_id?: string };
        const scope = scopeOf(req, q.account_id);
        await config.allow?.(scope);
        const json = await listPageJson(ctx, list, scope, q, { queryKeys: requestQueryKeys(req) });
        return sendEnvelopeJson(reply, json);
      },
    );

  app.get(
    `${path}/columns`,
    {
      config: { access },
      schema: {
        summary: `Column definitions of the ${list.name} list (titles, types, sort, filters and their query keys)`,
        tags: [tag],
        querystring: columnsQuery,
        response: { 200: zEnvelope(z.array(ZListColumn)) },
      },
    },
    async (req) => {
      const scope = scopeOf(req, (req.query as { account_id?: string }).account_id);
      await config.allow?.(scope);
      return ok(columns);
    },
  );

  if (config.export) {
    registerListExport(app, ctx, {
      ...config.export,
      path: `${path}/export`,
      list,
      query,
      tag,
      access,
      scopeOf,
      ...(config.allow ? { allow: config.allow } : {}),
    });
  }
}
