import { sql } from 'drizzle-orm';
import {
  accountSystems,
  accounts,
  appConfig,
  releases,
  companies,
  managedOrganizations,
  userAccounts,
  users,
} from '../schema/index.ts';
import type { TDb } from '../../platform/db.ts';
import { hashPassword } from '../../platform/passwords.ts';
import {
  REGIONS,
  TECHNOLOGIES,
  type TRegion,
  type TRole,
  type TTechnology,
} from '../../../shared/domain/accounts.ts';
import { getHelpTopicUrl } from '../../../shared/domain/help.ts';
import { checkUserAssignment, userType } from '../../../shared/domain/users.ts';
import { DEMO_RELEASES } from './demo-releases.ts';
import { createRandom, type TRandom } from './random.ts';
import { EXPORT_LIMIT_ACCOUNT, seedCases } from './seed-cases.ts';
import { seedGeneratedRepairs } from './seed-repairs-generated.ts';
import { seedCalendar } from './seed-calendar.ts';
import { seedContracts } from './seed-contracts.ts';
import { seedNotifications } from './seed-notifications.ts';
import { seedGeneratedContracts } from './seed-contracts-generated.ts';
import { seedRepairRequests } from './seed-repair-requests.ts';
import { seedRepairs } from './seed-repairs.ts';
import { seedCustomerNumbers } from './seed-customer-numbers.ts';
import { seedEntitlements } from './seed-entitlements.ts';
import { largeSeedNetworkAccounts, seedNetworks } from './seed-networks.ts';
import { seedActivities } from './seed-activities.ts';
import { seedAlerts } from './seed-alerts.ts';
import { seedSoftware } from './seed-software.ts';
import { seedLargeTelemetry, seedTelemetry } from './seed-telemetry.ts';
import { seedSystem } from './seed-system.ts';
import { seedGeneratedOrders } from './seed-orders-generated.ts';
import { seedOrders } from './seed-orders.ts';

export type TSeedScale = 'tiny' | 'small' | 'large';

/** Number of generated accounts besides the fixed demo ones. */
const GENERATED_ACCOUNTS: Record<TSeedScale, number> = { tiny: 10, small: 24, large: 60 };

type TAccountInsert = typeof accounts.$inferInsert;
type TUserInsert = typeof users.$inferInsert;

const COUNTRY_BY_REGION: Record<TRegion, string[]> = {
  NA: ['US', 'CA'],
  LACR: ['CL', 'AR', 'PE', 'BR', 'MX'],
  EMEA: ['GB', 'DE', 'PL', 'FR', 'IT'],
  APAC: ['JP', 'CN', 'KR', 'SG'],
  ANZ: ['AU', 'NZ'],
};

const PACKAGES: Record<TTechnology, string[]> = {
  astro: ['Advanced Plus SUA', 'Essential SEC', 'Advanced SMA', 'Premier'],
  mototrbo: ['Essential', 'Advanced', 'MyView'],
  lte: ['Advanced LTE', 'Essential LTE'],
  wave: ['Wave PTX', 'Wave Advanced'],
  icaas: ['ICaaS Managed', 'ICaaS Essential'],
  premierone: ['Hosted PremierOne', 'PremierOne On-Premise'],
  softwareapps: ['CommandCentral', 'Software Apps Essential'],
};

const PLACE_NAMES = [
  'Adams',
  'Benton',
  'Clark',
  'Douglas',
  'Essex',
  'Franklin',
  'Grant',
  'Hamilton',
  'Jackson',
  'Kent',
  'Lincoln',
  'Madison',
  'Marion',
  'Monroe',
  'Newton',
  'Orange',
  'Pierce',
  'Polk',
  'Quincy',
  'Warren',
  'Sherwood',
  'Tamar',
  'Ulster',
  'Valdez',
  'Wexford',
  'York',
  'Zamora',
  'Osaka',
  'Gdansk',
  'Lyon',
];
const AGENCIES = [
  'County Sheriff',
  'Fire District',
  'Public Safety',
  'Water Utility',
  'Transit Authority',
  'Police Department',
  'Emergency Services',
  'Port Authority',
];
const FIRST = [
  'Alex',
  'Maria',
  'Jonas',
  'Aiko',
  'Priya',
  'Liam',
  'Sofia',
  'Mateo',
  'Hana',
  'Piotr',
  'Chloe',
  'Wei',
  'Noah',
  'Lucia',
  'Min-jun',
];
const LAST = [
  'Garcia',
  'Smith',
  'Nowak',
  'Tanaka',
  'Müller',
  'Rossi',
  'Silva',
  'Dubois',
  'Kim',
  'Chen',
  'Brown',
  'Kowalski',
  'Lopez',
  'Sato',
  'Martin',
];

function account(
  id: string,
  companyId: string,
  name: string,
  technology: TTechnology,
  region: TRegion,
  r: TRandom,
  over: Partial<TAccountInsert> = {},
): TAccountInsert {
  const source = r.chance(0.5) ? 'SFDC' : 'OBD';
  return {
    id,
    integrationId: `INT-${id}`,
    source,
    accountType: r.chance(0.1) ? 'PARTNER_ACCOUNT' : 'CUSTOMER_ACCOUNT',
    caseSource: r.pick(['REMEDY', 'REMEDY_CA', 'SALESFORCE', 'SERVICENOW']),
    caseCreateService: region === 'LACR' && r.chance(0.5) ? 'motomanager' : r.pick(['remedy', 'remedy-fed']),
    countryCode: r.pick(COUNTRY_BY_REGION[region]),
    customerType: r.pick(['END_CUSTOMER', 'END_CUSTOMER', 'FEDERAL', 'RESELLER']),
    customerIds: [`C${r.int(100000, 999999)}`],
    external: false,
    groups: [
      'customeruser',
      ...(r.chance(0.5) ? ['softwaredownload'] : []),
      ...(r.chance(0.5) ? ['createrma'] : []),
    ],
    inactivityTimeout: null,
    suppressLevelAboveRenew: r.chance(0.2),
    level: r.chance(0.5) ? 'managed' : 'renew',
    name,
    packageName: r.pick(PACKAGES[technology]),
    permissions: {
      getAlerts: true,
      createRMA: r.chance(0.6),
      getNitroApplications: r.chance(0.3),
      getWaveApplications: r.chance(0.3),
      moveRadioNextSubscriber: r.chance(0.3),
    },
    rolesToAssign: ['Administrator', 'User', 'Guest'],
    settings: { hiddenLevel: false },
    technology,
    region,
    onboarded: true,
    softwareDownloadRegion: [region],
    createRmaCustomerNumbers: source === 'SFDC' && r.chance(0.7) ? [`R${r.int(10000, 99999)}`] : [],
    companyId,
    ...over,
  };
}

/**
 * Builds the deterministic demo world (seeded random) at the given scale, inside one transaction.
 * Skips when users already exist, so restarts keep their data.
 */
export async function seedDemoWorld(
  db: TDb,
  opts: { scale: TSeedScale; demoPassword: string; providerDomain: string },
): Promise<boolean> {
  const [{ n }] = (await db.select({ n: sql<number>`count(*)::int` }).from(users)) as [{ n: number }];
  if (n > 0) return false;
  const r = createRandom(20261122);
  const passwordHash = await hashPassword(opts.demoPassword);
  const pd = opts.providerDomain;

  await db.transaction(async (tx) => {
    await tx.insert(companies).values([
      { id: 'vendor', name: 'Provider Communications', isVendor: true },
      { id: 'northwind', name: 'Northwind County', isVendor: false },
      { id: 'contoso', name: 'Contoso Utilities', isVendor: false },
    ]);
    await tx.insert(managedOrganizations).values([
      { id: 'org-northwind', name: 'Northwind Managed Services' },
      { id: 'org-regional', name: 'Regional Interop Consortium' },
    ]);
    await tx
      .insert(appConfig)
      .values({ key: 'enableCreateRMACountries', value: 'CL,AR,PE' })
      .onConflictDoNothing();

    const accountRows: TAccountInsert[] = [
      account('NA-100001', 'northwind', 'Northwind County Radio', 'astro', 'NA', r, {
        // Stored as the source system writes them; the portal shows them without underscores.
        customerIds: ['C_100_0001', 'C100_0002'],
        packageName: 'Advanced Plus SUA',
        groups: ['customeruser', 'createrma', 'softwaredownload'],
        inactivityTimeout: 30,
      }),
      account('NA-100002', 'northwind', 'Northwind Schools Radio', 'mototrbo', 'NA', r, {
        packageName: 'Essential',
        groups: ['customeruser'],
      }),
      account('NA-200001', 'contoso', 'Contoso Utilities LTE', 'lte', 'NA', r),
      // A new account still being onboarded: no managed network yet, the Onboarding panel in its menu.
      account('EMEA-200002', 'contoso', 'Contoso Field Services', 'wave', 'EMEA', r, { onboarded: false }),
      account('NA-900001', 'contoso', 'Contoso Legacy (locked)', 'astro', 'NA', r, { locked: true }),
      account('NA-900002', 'contoso', 'Contoso Pilot (no Customer 360)', 'icaas', 'NA', r, {
        customer360Associated: false,
      }),
    ];
    const companyRows: (typeof companies.$inferInsert)[] = [];
    for (let i = 0; i < GENERATED_ACCOUNTS[opts.scale]; i++) {
      const technology = TECHNOLOGIES[i % TECHNOLOGIES.length]!;
      const region = REGIONS[Math.floor(i / TECHNOLOGIES.length) % REGIONS.length]!;
      const companyId = `c${String(i + 1).padStart(3, '0')}`;
      const place = PLACE_NAMES[i % PLACE_NAMES.length]!;
      const agency = AGENCIES[i % AGENCIES.length]!;
      companyRows.push({ id: companyId, name: `${place} ${agency}`, isVendor: false });
      accountRows.push(
        account(`${region}-${300001 + i}`, companyId, `${place} ${agency}`, technology, region, r),
      );
    }
    // A fixed account with a little over 8,000 cases (the export limit), held by the staff login.
    // Its own random source, so the accounts, users and systems above stay what they were.
    companyRows.push({ id: 'lakeshore', name: 'Lakeshore Regional Communications', isVendor: false });
    const exportLimitAccount = account(
      EXPORT_LIMIT_ACCOUNT,
      'lakeshore',
      'Lakeshore Regional Radio',
      'astro',
      'NA',
      createRandom(20261124),
      { caseSource: 'REMEDY', caseCreateService: 'remedy' },
    );
    await tx.insert(companies).values(companyRows);
    // Every account's support manager: one per region (no random draw, so the rest stays as it was).
    const managers: Record<TRegion, string> = {
      NA: 'Dana Whitfield',
      LACR: 'Lucía Ortega',
      EMEA: 'Jonas Becker',
      APAC: 'Mei Tanaka',
      ANZ: 'Liam Walsh',
    };
    for (const a of [...accountRows, exportLimitAccount]) {
      const name = managers[a.region as TRegion];
      a.supportManagerName = name;
      a.supportManagerEmail = `${name
        .normalize('NFD')
        .replace(/[^A-Za-z ]/g, '')
        .toLowerCase()
        .replace(' ', '.')}@${pd}`;
    }
    await tx.insert(accounts).values([...accountRows, exportLimitAccount]);
    // The managed network of every radio account and its sites (seed-networks.ts).
    const networkAccounts = [...accountRows, exportLimitAccount].map((a) => ({
      id: a.id!,
      name: a.name,
      technology: a.technology,
      region: a.region,
      countryCode: a.countryCode,
      supportManagerEmail: a.supportManagerEmail,
    }));
    const generatedIds = new Set(accountRows.slice(accountRows.length - GENERATED_ACCOUNTS[opts.scale]).map((a) => a.id));
    await seedNetworks(
      tx,
      opts.scale === 'large'
        ? largeSeedNetworkAccounts(networkAccounts, (a) => generatedIds.has(a.id))
        : networkAccounts,
      opts.scale,
    );
    // Every site's samples (seed-telemetry.ts): a few hours as the simulator sends them, or in the
    // large seed 2 days raw and 90 days of hourly roll-ups, written by the database.
    if (opts.scale === 'large') await seedLargeTelemetry(tx);
    else await seedTelemetry(tx);

    const u = (
      email: string,
      companyId: string,
      firstName: string,
      lastName: string,
      over: Partial<TUserInsert> = {},
    ): TUserInsert => ({
      login: email,
      email,
      firstName,
      lastName,
      companyId,
      passwordHash,
      useLocal: true,
      termsAcceptedAt: new Date('2026-01-01T00:00:00Z'),
      settings: { emailNotifications: true },
      countryCode: 'US',
      ...over,
    });
    // The users rules of spec section 6 hold for every user the seed writes (a broken rule fails
    // the seed): login = e-mail for non-vendor users, no vendor company or vendor roles for them,
    // all accounts only with the vendor company.
    const vendorCompanies = new Set(['vendor']);
    const assertUserRules = (rows: TUserInsert[]) => {
      for (const row of rows) {
        const errors = checkUserAssignment({
          email: row.email,
          login: row.login,
          isVendorUser: userType(row.email, pd) === 'internal',
          companyIsVendor: vendorCompanies.has(row.companyId),
          vendorRoles: row.vendorRoles ?? [],
          allAccounts: row.hasAccessToAllAccounts ?? false,
          managedOrganizationIds: row.managedOrganizationId ? [row.managedOrganizationId] : [],
        });
        if (errors.length)
          throw new Error(`demo user ${row.email} breaks the users rules: ${errors.join(', ')}`);
      }
      return rows;
    };
    const fixedUsers = await tx
      .insert(users)
      .values(
        assertUserRules([
          u(`admin@${pd}`, 'vendor', 'Avery', 'Admin', {
            hasAccessToAllAccounts: true,
            vendorRoles: ['MSI Administrator'],
            canProxy: true,
          }),
          u(`staff@${pd}`, 'vendor', 'Sam', 'Staff', { canProxy: true }),
          u('admin@northwind.example', 'northwind', 'Nora', 'Westfield', {
            managedOrganizationId: 'org-northwind',
          }),
          // An organization whose name lacks the customer keyword: its assignment is not shown.
          u('user@northwind.example', 'northwind', 'Umar', 'Northcott', {
            managedOrganizationId: 'org-regional',
          }),
          u('guest@northwind.example', 'northwind', 'Greta', 'Nygaard'),
          u('user@contoso.example', 'contoso', 'Carmen', 'Ortiz'),
        ]),
      )
      .returning({ id: users.id, email: users.email });
    const id = (email: string) => fixedUsers.find((x) => x.email === email)!.id;
    const assignments: (typeof userAccounts.$inferInsert)[] = [
      { userId: id('admin@northwind.example'), accountId: 'NA-100001', role: 'Administrator' },
      { userId: id('admin@northwind.example'), accountId: 'NA-100002', role: 'Administrator' },
      { userId: id('user@northwind.example'), accountId: 'NA-100001', role: 'User' },
      { userId: id('user@northwind.example'), accountId: 'NA-100002', role: 'User' },
      { userId: id('guest@northwind.example'), accountId: 'NA-100001', role: 'Guest' },
      { userId: id('user@contoso.example'), accountId: 'NA-200001', role: 'User' },
      { userId: id('user@contoso.example'), accountId: 'EMEA-200002', role: 'User' },
      { userId: id('user@contoso.example'), accountId: 'NA-900001', role: 'User' },
      { userId: id('user@contoso.example'), accountId: 'NA-900002', role: 'User' },
      { userId: id(`staff@${pd}`), accountId: 'NA-200001', role: 'User' },
      { userId: id(`staff@${pd}`), accountId: 'EMEA-200002', role: 'User' },
    ];

    // Generated customer users: one of each role per generated account; staff on every third.
    const roles: TRole[] = ['Administrator', 'User', 'Guest'];
    const generated = accountRows.slice(6);
    const genUsers: TUserInsert[] = [];
    generated.forEach((a, i) => {
      roles.forEach((role) => {
        const first = r.pick(FIRST);
        const last = r.pick(LAST);
        const email = `${role.toLowerCase()}.${String(a.id).toLowerCase()}@${a.companyId}.example`;
        genUsers.push(
          u(email, a.companyId, first, last, {
            termsAcceptedAt: i % 5 === 0 ? null : new Date('2026-01-01T00:00:00Z'),
            countryCode: a.countryCode,
          }),
        );
      });
    });
    const genIds = await tx
      .insert(users)
      .values(assertUserRules(genUsers))
      .returning({ id: users.id, email: users.email });
    genIds.forEach((g, k) => {
      const a = generated[Math.floor(k / roles.length)]!;
      assignments.push({ userId: g.id, accountId: a.id!, role: roles[k % roles.length]! });
    });
    generated.forEach((a, i) => {
      if (i % 3 === 0) assignments.push({ userId: id(`staff@${pd}`), accountId: a.id!, role: 'User' });
    });
    assignments.push({ userId: id(`staff@${pd}`), accountId: EXPORT_LIMIT_ACCOUNT, role: 'User' });
    await tx.insert(userAccounts).values(assignments);

    const SYSTEMS: Partial<Record<TTechnology, { name: string; versions: string[] }>> = {
      astro: { name: 'ASTRO 25', versions: ['2019.2', '2020.1', '2022.1', '2024.1'] },
      mototrbo: { name: 'MOTOTRBO Capacity Max', versions: ['2.10', '2.11', '2.12'] },
      lte: { name: 'LTE Broadband', versions: ['23.4', '24.2'] },
      wave: { name: 'WAVE PTX', versions: ['5.14', '5.16'] },
      icaas: { name: 'ICaaS', versions: ['3.2'] },
      premierone: { name: 'PremierOne CAD', versions: ['5.3', '5.4'] },
    };
    await tx.insert(accountSystems).values(
      accountRows.flatMap((a) => {
        const sys = SYSTEMS[a.technology as TTechnology];
        if (!sys) return [];
        return [
          {
            accountId: a.id!,
            systemName: sys.name,
            currentVersion: r.pick(sys.versions),
            documentationUrl: getHelpTopicUrl(`system-${a.technology}`),
          },
        ];
      }),
    );
    await tx.insert(releases).values(DEMO_RELEASES);
    // Installed software, patch history, antivirus and security bulletins (seed-system.ts).
    await seedSystem(tx, opts.scale);

    // Cases, notes and tickets for every account (seed-cases.ts); Guests never own a case.
    const usersByAccount = new Map<string, string[]>();
    for (const a of assignments) {
      if (a.role === 'Guest') continue;
      usersByAccount.set(a.accountId, [...(usersByAccount.get(a.accountId) ?? []), a.userId]);
    }
    await seedCases(tx, {
      scale: opts.scale,
      accounts: accountRows.map((a) => ({
        id: a.id!,
        caseSource: a.caseSource,
        locked: a.locked,
        customer360Associated: a.customer360Associated,
      })),
      exportLimitAccount: { id: EXPORT_LIMIT_ACCOUNT, caseSource: exportLimitAccount.caseSource },
      usersByAccount,
      demoUserId: id('user@northwind.example'),
    });
    // Repairs, device models, devices and infrastructure serials of the radio demo accounts.
    await seedRepairs(tx);
    // Demo repair requests (shipments) over some of those repairs.
    await seedRepairRequests(tx);
    await seedGeneratedRepairs(tx, opts.scale);
    // The repair request flow's customer numbers (one per status) and NA-100001 allowed to create repairs.
    await seedCustomerNumbers(tx);
    // Entitlements, hardware and activations of every account (seed-entitlements.ts).
    await seedEntitlements(tx, accountRows.map((a) => a.id!));
    // The software catalogue, release notes and known issues of every technology (seed-software.ts).
    await seedSoftware(tx);
    // Orders with lines and shipments: the customer demo accounts and the generated accounts (seed-orders.ts).
    await seedOrders(
      tx,
      generated.map((a) => a.id!),
    );
    await seedGeneratedOrders(tx, opts.scale);
    // Contracts, their services and covered assets of the customer demo accounts (and the large seed's).
    await seedContracts(tx);
    await seedGeneratedContracts(tx, opts.scale);
    // Calendar events of Northwind's ASTRO account, one of them repeating (issue 33 point 4).
    await seedCalendar(tx);
    // Notifications of every type for the Northwind users (the producers add the due ones at start).
    await seedNotifications(tx);
    // Alerts, the top banner and static texts: not in the tests' tiny world (seed-alerts.ts).
    if (opts.scale !== 'tiny') await seedAlerts(tx);
    // A few months of the Northwind users' recorded activity: not in the tests' tiny world, whose
    // tests count the entries they make (seed-activities.ts).
    if (opts.scale !== 'tiny') await seedActivities(tx);
  });
  // Fresh planner statistics for every table (the order list chose a sort of 22,865 rows over its
  // index while the statistics still said 34); for `large` a vacuum too, so that the per-account
  // count queries are index-only scans from the first request.
  await db.execute(sql.raw(opts.scale === 'large' ? 'vacuum analyze' : 'analyze'));
  return true;
}
