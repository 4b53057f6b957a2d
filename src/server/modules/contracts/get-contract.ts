import { asc, desc, eq } from 'drizzle-orm';
import { contractRenewals, contractServices, users } from '../../db/schema/index.ts';
import type { TAppContext } from '../../platform/app-context.ts';
import type { TAccountScope } from '../../platform/account-scope.ts';
import { AppError } from '../../platform/app-error.ts';
import { findListRow } from '../../platform/list/list-engine.ts';
import { isoTime, isoTimeOrNull } from '../../platform/row-values.ts';
import {
  CONTRACT_NUMBER_PATTERN,
  type TContractDetail,
  type TContractRenewal,
  type TContractRow,
  type TRenewalState,
} from '../../../shared/contracts/contracts.ts';
import { contractListSql } from './contract-list.ts';
import { inCoverageSql } from './coverage-list.ts';

/**
 * One contract of the account: its list row, its services, its latest renewal request and how
 * many assets it covers (and how many of them are out of coverage). Another account's contract
 * is 404, as a missing one.
 */
export async function getContract(
  ctx: TAppContext,
  scope: TAccountScope,
  contractNumber: string,
): Promise<TContractDetail> {
  const row = CONTRACT_NUMBER_PATTERN.test(contractNumber)
    ? ((await findListRow(ctx, contractListSql, scope, [contractNumber], {
        assetsTotal: { sql: '(select count(*) from covered_assets a where a.contract_no = t.contract_no)', value: 'number' },
        assetsOut: {
          sql: `(select count(*) from covered_assets a where a.contract_no = t.contract_no and not ${inCoverageSql('a', 't')})`,
          value: 'number',
        },
      })) as (TContractRow & { assetsTotal: number; assetsOut: number }) | undefined)
    : undefined;
  if (!row) throw new AppError('ServerValidation.404NotFound', { detail: `contract ${contractNumber}` });
  const { db } = ctx.database;
  const services = await db
    .select({ lineNo: contractServices.lineNo, name: contractServices.name, description: contractServices.description })
    .from(contractServices)
    .where(eq(contractServices.contractNo, contractNumber))
    .orderBy(asc(contractServices.lineNo));
  const [latest] = await db
    .select({
      id: contractRenewals.id,
      state: contractRenewals.state,
      requestedAt: contractRenewals.requestedAt,
      firstName: users.firstName,
      lastName: users.lastName,
      comment: contractRenewals.comment,
      answeredAt: contractRenewals.answeredAt,
      newExpirationDate: contractRenewals.newExpirationDate,
      declineReason: contractRenewals.declineReason,
    })
    .from(contractRenewals)
    .leftJoin(users, eq(users.id, contractRenewals.requestedBy))
    .where(eq(contractRenewals.contractNo, contractNumber))
    .orderBy(desc(contractRenewals.requestedAt))
    .limit(1);
  const renewal: TContractRenewal | null = latest
    ? {
        id: latest.id,
        state: latest.state as TRenewalState,
        requestedAt: isoTime(latest.requestedAt),
        requestedBy: latest.firstName === null ? null : `${latest.firstName} ${latest.lastName ?? ''}`.trim(),
        comment: latest.comment,
        answeredAt: isoTimeOrNull(latest.answeredAt),
        newExpirationDate: latest.newExpirationDate,
        declineReason: latest.declineReason,
      }
    : null;
  const { assetsTotal, assetsOut, ...contract } = row;
  return {
    ...contract,
    services,
    renewal,
    renewable: !contract.evergreen && contract.renewalPendingSince === null,
    assets: { total: assetsTotal, outOfCoverage: assetsOut },
  };
}
