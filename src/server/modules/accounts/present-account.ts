import { getTableColumns, sql } from 'drizzle-orm';
import { accounts } from '../../db/schema/index.ts';
import type { TAccount } from '../../../shared/contracts/session.ts';
import {
  fileNameAccountId,
  multiTechnologyId,
  normalizeCustomerIds,
  normalizeLevel,
  packageNameDisplay,
  technologyDisplay,
  type TRole,
  type TTechnology,
} from '../../../shared/domain/accounts.ts';

/**
 * The columns an account is presented from: its row and whether it has a managed network (a
 * network row that is not deleted; issue 32 replaced the has_network boolean with the network).
 */
export const accountColumns = {
  ...getTableColumns(accounts),
  hasNetwork: sql<boolean>`exists (select 1 from networks n where n.account_id = "accounts"."id" and not n.deleted)`.as(
    'has_network',
  ),
};

export type TAccountRow = typeof accounts.$inferSelect;
/** An account row as `accountColumns` selects it. */
export type TAccountWithNetworkRow = TAccountRow & { hasNetwork: boolean };

/** The account's customer ids as the browser and the rules read them: underscores removed (spec section 3). */
export function accountCustomerIds(row: Pick<TAccountRow, 'customerIds'>): string[] {
  return normalizeCustomerIds(row.customerIds.join(','));
}

/** Whitelists the account fields the browser receives, with the derived values of spec section 3. */
export function presentAccount(row: TAccountWithNetworkRow, role: TRole, isVendorUser: boolean): TAccount {
  const technology = row.technology as TTechnology;
  return {
    account_id: row.id,
    account_integration_id: row.integrationId,
    account_source: row.source,
    accountType: row.accountType,
    case_source: row.caseSource,
    case_create_service: row.caseCreateService,
    country_code: row.countryCode,
    customer_type: row.customerType,
    customer_id: accountCustomerIds(row).join(','),
    external: row.external,
    groups: row.groups,
    inactivityTimeout: row.inactivityTimeout,
    suppressLevelAboveRenew: row.suppressLevelAboveRenew,
    level: normalizeLevel(row.level),
    name: row.name,
    package_name: row.packageName,
    package_name_display: packageNameDisplay(row.packageName),
    permissions: row.permissions,
    roles_to_assign: row.rolesToAssign,
    settings: row.settings,
    technology,
    technology_display: technologyDisplay(technology),
    region: row.region,
    onboarded: row.onboarded,
    software_download_region: row.softwareDownloadRegion,
    createRMACustomerNumbers: row.createRmaCustomerNumbers,
    company_id: row.companyId,
    isMotorolaUser: isVendorUser,
    multi_technology_id: multiTechnologyId({
      id: row.id,
      integrationId: row.integrationId,
      suppressLevelAboveRenew: row.suppressLevelAboveRenew,
    }),
    file_name_account_id: fileNameAccountId(row.id),
    locked: row.locked,
    customer360Associated: row.customer360Associated,
    hasNetwork: row.hasNetwork,
    role,
  };
}
