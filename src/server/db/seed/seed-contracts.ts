/**
 * Demo contracts, their services and covered assets for the customer demo accounts (Northwind
 * ASTRO and MOTOTRBO, Contoso LTE and WAVE): each of the four types, evergreen, expired, auto
 * renew, expiring within 60 days; assets active, inactive and retired, some out of coverage
 * (coverage ended, or contract expired), on real device models (seed-repairs.ts) and named sites.
 * Deterministic but for the dates, which are relative to the seed's day.
 */
import { contractServices, contracts, coveredAssets } from '../schema/index.ts';
import type { TContractType } from '../../../shared/contracts/contracts.ts';
import type { TSeedTx } from './seed-cases.ts';

/** Who gets demo contracts: first contract number, asset serial prefix, models and sites. */
const CONTRACT_ACCOUNTS: readonly {
  id: string;
  first: number;
  serial: string;
  models: readonly string[];
  sites: readonly string[];
  system: string;
}[] = [
  {
    id: 'NA-100001',
    first: 1_000_001,
    serial: '481CVN',
    models: ['APX8000', 'APX6500', 'APX900', 'APX-NEXT'],
    sites: ['Northwind Dispatch Center', 'North Ridge Tower', 'County Courthouse', 'Harbor Prime Site', 'Airport Fire Station 9'],
    system: 'ASTRO 25',
  },
  {
    id: 'NA-100002',
    first: 1_001_001,
    serial: '672CVS',
    models: ['SL7550', 'XPR7550'],
    sites: ['Central High School', 'Bus Depot East', 'District Office', 'Maple Elementary'],
    system: 'MOTOTRBO',
  },
  {
    id: 'NA-200001',
    first: 2_000_001,
    serial: '377CVL',
    models: ['LEX-L11', 'APX-NEXT'],
    sites: ['Contoso Substation 4', 'Contoso Operations Center', 'Riverside Pump Station'],
    system: 'LTE',
  },
  {
    id: 'EMEA-200002',
    first: 2_001_001,
    serial: '590CVW',
    models: ['APX-NEXT', 'LEX-L11'],
    sites: ['Rotterdam Depot', 'Antwerp Field Office', 'Hamburg Yard'],
    system: 'WAVE PTX',
  },
];

/** The demo contracts of one account, by template: type, term (days from today; null evergreen), auto renew. */
const TEMPLATES: readonly { type: TContractType; name: string; days: number | null; autoRenew: boolean; assets: number }[] = [
  { type: 'service', name: '{system} Essential Services', days: 400, autoRenew: true, assets: 14 },
  { type: 'serviceAgreement', name: '{system} System Upgrade Agreement', days: null, autoRenew: false, assets: 10 },
  { type: 'warranty', name: 'Standard Warranty {year}', days: -30, autoRenew: false, assets: 6 },
  { type: 'warrantyExtended', name: 'Extended Warranty Plus', days: 20, autoRenew: false, assets: 8 },
  { type: 'service', name: '{system} Advanced Plus Services', days: 45, autoRenew: true, assets: 12 },
  { type: 'serviceAgreement', name: 'Security Update Service Agreement', days: 700, autoRenew: false, assets: 4 },
  { type: 'warranty', name: 'Accessory Warranty {year}', days: -400, autoRenew: false, assets: 4 },
  { type: 'warrantyExtended', name: 'Service from the Start Lite', days: null, autoRenew: true, assets: 6 },
  { type: 'service', name: 'Dispatch Console Support', days: 200, autoRenew: false, assets: 5 },
  { type: 'warranty', name: 'Infrastructure Warranty', days: 90, autoRenew: true, assets: 3 },
];

const SERVICES: readonly [string, string][] = [
  ['Technical support 24x7', 'Telephone and remote technical support, every day, all hours'],
  ['Network monitoring', 'Proactive monitoring of the radio network with event notification'],
  ['On-site dispatch', 'A field technician on site within the agreed response time'],
  ['Depot repair', 'Repair of units sent to the depot, return shipping included'],
  ['Security update service', 'Pre-tested security patches and antivirus definitions'],
  ['Preventive maintenance', 'Yearly inspection and tuning of the infrastructure'],
  ['Infrastructure repair', 'Repair of infrastructure field replaceable units'],
  ['Software upgrades', 'System release upgrades during the term'],
];

const dayOf = (today: Date, days: number) => new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);

export async function seedContracts(tx: TSeedTx, now: Date = new Date()): Promise<void> {
  const today = new Date(`${now.toISOString().slice(0, 10)}T00:00:00Z`);
  const contractRows: (typeof contracts.$inferInsert)[] = [];
  const serviceRows: (typeof contractServices.$inferInsert)[] = [];
  const assetRows: (typeof coveredAssets.$inferInsert)[] = [];
  for (const a of CONTRACT_ACCOUNTS) {
    let serial = 0;
    TEMPLATES.forEach((t, i) => {
      const contractNo = `CN-${a.first + i}`;
      const expirationDate = t.days === null ? null : dayOf(today, t.days);
      const startDate = dayOf(today, (t.days ?? 0) - 3 * 365);
      const services = 1 + ((i * 3) % 4);
      contractRows.push({
        contractNo,
        accountId: a.id,
        name: t.name.replace('{system}', a.system).replace('{year}', startDate.slice(0, 4)),
        type: t.type,
        startDate,
        expirationDate,
        autoRenew: t.autoRenew,
        evergreen: t.days === null,
        servicesCount: services,
      });
      for (let s = 0; s < services; s++) {
        const [name, description] = SERVICES[(i + s * 2) % SERVICES.length]!;
        serviceRows.push({ contractNo, lineNo: s + 1, name, description });
      }
      for (let k = 0; k < t.assets; k++) {
        serial++;
        // Every 7th asset inactive, every 11th retired; every 5th active one's coverage ended.
        const state = serial % 11 === 0 ? 'retired' : serial % 7 === 0 ? 'inactive' : 'active';
        const ended = state === 'active' && serial % 5 === 0;
        const until = ended ? dayOf(today, -10 - serial) : (expirationDate ?? dayOf(today, 365));
        assetRows.push({
          serial: `${a.serial}${String(serial).padStart(4, '0')}`,
          accountId: a.id,
          contractNo,
          modelCode: a.models[serial % a.models.length]!,
          siteName: a.sites[(serial + i) % a.sites.length]!,
          state,
          coveredFrom: startDate,
          coveredUntil: until,
        });
      }
    });
  }
  await tx.insert(contracts).values(contractRows);
  await tx.insert(contractServices).values(serviceRows);
  await tx.insert(coveredAssets).values(assetRows);
}
