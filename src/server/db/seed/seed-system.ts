/**
 * Demo system software state (issue 32 points 7 and 8): SUS and RSUS installed software by system,
 * zone and site, patch history and antivirus scans of each network account's hosts, and the vendor's
 * security bulletins. Deterministic: written in SQL from row numbers and site ids (sql-values.ts),
 * with an own random source for the host names, so the rest of the demo world stays what it was.
 */
import { sql } from 'drizzle-orm';
import { securityBulletinTargets, securityBulletins } from '../schema/index.ts';
import type { TSeedTx, TSeedScale } from './seed-cases.ts';
import { arr, pick } from './sql-values.ts';

/** Components per service and level, with the newest version the service offers. */
export const SYSTEM_COMPONENTS: {
  service: 'SUS' | 'RSUS';
  level: 'system' | 'zone' | 'site';
  component: string;
  latest: string;
  previous: string;
}[] = [
  { service: 'SUS', level: 'system', component: 'Network Management Server', latest: '24.1.3', previous: '24.1.2' },
  { service: 'SUS', level: 'system', component: 'Unified Event Manager', latest: '24.1.1', previous: '23.2.4' },
  { service: 'SUS', level: 'zone', component: 'Zone Controller', latest: '24.1.2', previous: '24.1.0' },
  { service: 'SUS', level: 'zone', component: 'Core Router', latest: '17.9.4', previous: '17.6.5' },
  { service: 'SUS', level: 'site', component: 'Site Controller', latest: '24.1.2', previous: '23.2.6' },
  { service: 'SUS', level: 'site', component: 'Base Radio Firmware', latest: 'R24.01.07', previous: 'R23.04.02' },
  { service: 'RSUS', level: 'system', component: 'Windows Server', latest: '2024-11', previous: '2024-08' },
  { service: 'RSUS', level: 'system', component: 'Antivirus Engine', latest: '7.1.12', previous: '7.1.9' },
  { service: 'RSUS', level: 'zone', component: 'Zone Firewall', latest: '7.4.5', previous: '7.2.8' },
  { service: 'RSUS', level: 'site', component: 'Site Router OS', latest: '17.9.4a', previous: '17.6.5' },
];

/** Hosts per network account (patch history and antivirus rows grow with them). */
const HOSTS = { tiny: 6, small: 12, large: 40 } as const;
/** Routine patches every host of an OS gets (scan after scan). */
const ROUTINE: Record<string, string[]> = {
  Windows: ['KB5034441', 'KB5035845', 'KB5036893', 'KB5037765', 'KB5039217'],
  Linux: ['RHSA-2024:0241', 'RHSA-2024:1130', 'RHSA-2024:2394', 'RHSA-2024:3050'],
};

/**
 * The vendor's security bulletins: the system releases and components each affects and its fixing
 * patch. The demo accounts' systems are ASTRO 25 (2019.2, 2020.1, 2022.1, 2024.1), MOTOTRBO
 * Capacity Max (2.10-2.12) and LTE Broadband (23.4, 24.2).
 */
export const DEMO_BULLETINS: {
  id: string;
  title: string;
  severity: 'critical' | 'high' | 'medium' | 'low';
  cve: string | null;
  publishedOn: string;
  targets: { systemName: string; component: string; releases: string[]; fixingPatch: string }[];
}[] = [
  {
    id: 'MSB-2024-001',
    title: 'Remote code execution in the Network Management Server web service',
    severity: 'critical',
    cve: 'CVE-2024-21413',
    publishedOn: '2024-02-14',
    targets: [
      { systemName: 'ASTRO 25', component: 'Network Management Server', releases: ['2019.2', '2020.1', '2022.1'], fixingPatch: 'MSI-2024-001-NM' },
    ],
  },
  {
    id: 'MSB-2024-007',
    title: 'Privilege escalation in the Windows print spooler of system servers',
    severity: 'high',
    cve: 'CVE-2024-38198',
    publishedOn: '2024-08-20',
    targets: [
      { systemName: 'ASTRO 25', component: 'Windows Server', releases: ['2019.2', '2020.1', '2022.1', '2024.1'], fixingPatch: 'KB5041578' },
      { systemName: 'MOTOTRBO Capacity Max', component: 'Windows Server', releases: ['2.10', '2.11', '2.12'], fixingPatch: 'KB5041578' },
    ],
  },
  {
    id: 'MSB-2024-012',
    title: 'Denial of service of the Zone Controller by malformed affiliation requests',
    severity: 'high',
    cve: 'CVE-2024-40021',
    publishedOn: '2024-10-03',
    targets: [
      { systemName: 'ASTRO 25', component: 'Zone Controller', releases: ['2022.1', '2024.1'], fixingPatch: 'MSI-2024-012-ZC' },
    ],
  },
  {
    id: 'MSB-2024-015',
    title: 'Weak TLS ciphers accepted by the Site Router OS management interface',
    severity: 'medium',
    cve: 'CVE-2024-20399',
    publishedOn: '2024-11-12',
    targets: [
      { systemName: 'ASTRO 25', component: 'Site Router OS', releases: ['2020.1', '2022.1', '2024.1'], fixingPatch: 'MSI-2024-015-SR' },
      { systemName: 'MOTOTRBO Capacity Max', component: 'Site Router OS', releases: ['2.11', '2.12'], fixingPatch: 'MSI-2024-015-SR' },
    ],
  },
  {
    id: 'MSB-2025-002',
    title: 'OpenSSH regreSSHion race condition on Linux hosts',
    severity: 'critical',
    cve: 'CVE-2024-6387',
    publishedOn: '2025-01-21',
    targets: [
      { systemName: 'ASTRO 25', component: 'Linux hosts', releases: ['2020.1', '2022.1', '2024.1'], fixingPatch: 'RHSA-2024:4312' },
      { systemName: 'LTE Broadband', component: 'Linux hosts', releases: ['23.4', '24.2'], fixingPatch: 'RHSA-2024:4312' },
    ],
  },
  {
    id: 'MSB-2025-006',
    title: 'Information disclosure in the Unified Event Manager alarm export',
    severity: 'low',
    cve: null,
    publishedOn: '2025-05-06',
    targets: [
      { systemName: 'ASTRO 25', component: 'Unified Event Manager', releases: ['2019.2', '2020.1'], fixingPatch: 'MSI-2025-006-UE' },
    ],
  },
  {
    id: 'MSB-2025-009',
    title: 'Authentication bypass in the LTE core provisioning API',
    severity: 'critical',
    cve: 'CVE-2025-0914',
    publishedOn: '2025-07-15',
    targets: [{ systemName: 'LTE Broadband', component: 'EPC Provisioning', releases: ['23.4'], fixingPatch: 'MSI-2025-009-EP' }],
  },
];

/** The fixing patches: a network account's hosts have one when hash(account, patch) says so (about half). */
const FIXING_PATCHES = [...new Set(DEMO_BULLETINS.flatMap((b) => b.targets.map((t) => t.fixingPatch)))];

/**
 * Writes the bulletins, and for every account with a network and a system: its installed software
 * (SUS/RSUS by system, zone and site), its hosts' patch history and antivirus scans.
 */
export async function seedSystem(tx: TSeedTx, scale: TSeedScale): Promise<void> {
  await tx.insert(securityBulletins).values(DEMO_BULLETINS.map(({ targets: _t, ...b }) => b));
  await tx.insert(securityBulletinTargets).values(DEMO_BULLETINS.flatMap((b) => b.targets.map((t) => ({ bulletinId: b.id, ...t }))));

  const comps = SYSTEM_COMPONENTS.map(
    (c, i) => `(${i}, '${c.service}', '${c.level}', '${c.component}', '${c.latest}', ${arr([c.latest, c.latest, c.previous])})`,
  ).join(',\n');
  const accountHash = `abs(hashtext(n.account_id))`;
  // System and zone rows: one per network (and zone its sites are in); site rows: one per site.
  await tx.execute(
    sql.raw(`
    with c(i, service, level, component, latest, versions) as (values ${comps}),
    zones as (select distinct network_id, account_id, zone_id from sites)
    insert into software_updates (account_id, network_id, service, level, zone_id, site_ref, component,
      installed_version, latest_version, latest_released_on, installed_at)
    select n.account_id, n.id, c.service, c.level, z.zone_id, s.id, c.component,
      c.versions[1 + ((${accountHash} + c.i * 7 + coalesce(z.zone_id, 0) * 3 + coalesce(s.id, 0)) % 3)],
      c.latest,
      date '2024-12-01' - (c.i * 11),
      now() - make_interval(days => 20 + (${accountHash} + c.i * 13 + coalesce(s.id, 0)) % 300)
    from networks n
    join account_systems sy on sy.account_id = n.account_id
    join c on true
    left join zones z on z.network_id = n.id and c.level in ('zone', 'site')
    left join sites s on s.network_id = n.id and s.zone_id = z.zone_id and c.level = 'site'
    where not n.deleted and (c.level = 'system' or z.zone_id is not null) and (c.level <> 'site' or s.id is not null)
  `),
  );

  // Hosts: g = 1..HOSTS per account; Windows for the odd ones, Linux for the even ones.
  const hosts = HOSTS[scale];
  const hostRows = `
    select n.account_id, g, case when g % 2 = 1 then 'Windows' else 'Linux' end as os,
      lower(n.network_acronym) || case when g % 2 = 1 then '-win' else '-lnx' end || lpad(g::text, 2, '0') as hostname,
      '10.' || (${accountHash} % 200 + 20) || '.' || (g / 250) || '.' || (g % 250 + 2) as ip,
      ${accountHash} as ah
    from networks n join account_systems sy on sy.account_id = n.account_id
    cross join generate_series(1, ${hosts}) g
    where not n.deleted`;
  const patchList = (os: string) => arr(ROUTINE[os]!);
  await tx.execute(
    sql.raw(`
    with h as (${hostRows})
    insert into patch_history (account_id, patch_number, os_type, ip_address, hostname, scan_date)
    select h.account_id, p.patch, h.os, h.ip, h.hostname,
      now() - make_interval(days => 7 + p.k::int * 30 + (h.ah + h.g) % 5, hours => (h.g * 3) % 24)
    from h
    cross join lateral unnest(case when h.os = 'Windows' then ${patchList('Windows')} else ${patchList('Linux')} end)
      with ordinality as p(patch, k)
  `),
  );
  // The fixing patches of the bulletins: an account has each on all its hosts of the OS it concerns, or on none.
  await tx.execute(
    sql.raw(`
    with h as (${hostRows}), f(patch, i) as (select * from unnest(${arr(FIXING_PATCHES)}) with ordinality)
    insert into patch_history (account_id, patch_number, os_type, ip_address, hostname, scan_date)
    select h.account_id, f.patch, h.os, h.ip, h.hostname, now() - make_interval(days => 2 + (f.i::int * 5 + h.g) % 20)
    from h join f on (h.ah + f.i * 5) % 2 = 0
      and (f.patch not like 'KB%' or h.os = 'Windows') and (f.patch not like 'RHSA%' or h.os = 'Linux')
  `),
  );
  // Antivirus: a scan per host per week over the last ${scale === 'large' ? 12 : 4} weeks; definitions move with the week.
  const weeks = scale === 'large' ? 12 : 4;
  await tx.execute(
    sql.raw(`
    with h as (${hostRows})
    insert into antivirus_scans (account_id, hostname, ip_address, os_type, definition_version, scan_date)
    select h.account_id, h.hostname, h.ip, h.os,
      '2026.' || lpad((48 - w - (h.ah + h.g) % 2)::text, 2, '0') || '.' || ${pick(['0101', '0214', '0322', '0407'], 'h.g + w')},
      now() - make_interval(days => w * 7 + (h.g % 3), hours => (h.ah + h.g) % 12)
    from h cross join generate_series(0, ${weeks - 1}) w
  `),
  );
}
