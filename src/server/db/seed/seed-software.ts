/**
 * Demo software (issue 31 point 4): for every technology, its system releases, three packages per
 * release (the system software in every region, an encryption module in NA and EMEA only, a
 * language pack in LACR, APAC and ANZ only), one release notes PDF per release and known issues.
 * Fixed dates and sizes; the files' bytes are deterministic (modules/software/demo-files.ts), so
 * the rows hold their true size and SHA-256 and the files are written into the file storage when
 * the server starts (modules/software/software-files.ts `writeMissingSoftwareFiles`).
 */
import { knownIssues, softwareFiles, softwarePackages, softwareReleases } from '../schema/index.ts';
import { REGIONS, TECHNOLOGIES, technologyDisplay, type TTechnology } from '../../../shared/domain/accounts.ts';
import { RELEASE_NOTES_FILE_NAME } from '../../../shared/domain/file-names.ts';
import type { TKnownIssueSeverity } from '../../../shared/domain/software.ts';
import { demoSoftwareBytes, releaseNotesPdf, sha256Hex } from '../../modules/software/demo-files.ts';
import type { TSeedTx } from './seed-cases.ts';

const RELEASES: { systemRelease: string; publishedAt: string; summary: string }[] = [
  {
    systemRelease: 'A2023.1',
    publishedAt: '2023-05-15T00:00:00Z',
    summary: 'Security hardening, new console layouts and improved site link recovery.',
  },
  {
    systemRelease: 'A2024.1',
    publishedAt: '2024-05-20T00:00:00Z',
    summary: 'Faster talkgroup affiliation, updated encryption key management and accessibility fixes.',
  },
  {
    systemRelease: 'A2025.1',
    publishedAt: '2025-05-19T00:00:00Z',
    summary: 'Long-term support release: new alarm dashboard, audit trail export and updated drivers.',
  },
];

/** Releases per technology: ASTRO has all three, the others the two newest. */
const releasesOf = (t: TTechnology) => (t === 'astro' ? RELEASES : RELEASES.slice(1));

const PACKAGES: { slug: string; name: string; regions: readonly string[]; base: number; spread: number; description: string }[] = [
  {
    slug: 'system',
    name: 'System Software',
    regions: REGIONS,
    base: 1_048_576,
    spread: 1_048_576,
    description: 'Full system software image for servers and consoles.',
  },
  {
    slug: 'encryption',
    name: 'Encryption Module',
    regions: ['NA', 'EMEA'],
    base: 262_144,
    spread: 262_144,
    description: 'Export-controlled encryption module; offered in North America and EMEA only.',
  },
  {
    slug: 'language',
    name: 'Regional Language Pack',
    regions: ['LACR', 'APAC', 'ANZ'],
    base: 131_072,
    spread: 262_144,
    description: 'Console language pack for Latin America, Asia-Pacific and Australia/New Zealand.',
  },
];

const ISSUES: { title: string; description: string; workaround: string | null; severity: TKnownIssueSeverity }[] = [
  {
    title: 'Console audio drops after a site link failover',
    description: 'After a site link fails over, dispatch consoles may lose audio on patched talkgroups for up to 30 seconds.',
    workaround: 'Re-select the talkgroup on the console, or disable the patch and enable it again.',
    severity: 'critical',
  },
  {
    title: 'Alarm export omits the time zone',
    description: 'Alarm reports exported to CSV show local times without their UTC offset.',
    workaround: 'Set the report time zone to UTC before exporting.',
    severity: 'medium',
  },
  {
    title: 'Firmware upgrade stalls at 99% on some subscriber radios',
    description: 'Over-the-air upgrades of radios with low battery can stall before the final reboot.',
    workaround: 'Charge the radio above 50% and retry the upgrade.',
    severity: 'high',
  },
  {
    title: 'Help link opens the previous release notes',
    description: 'The Help menu of the configuration manager opens the notes of the previous release.',
    workaround: null,
    severity: 'low',
  },
];

/** The demo software catalogue, its files and their bytes' size and SHA-256. */
export async function seedSoftware(tx: TSeedTx): Promise<void> {
  let issueNo = 1001;
  for (const technology of TECHNOLOGIES) {
    const releases = releasesOf(technology);
    for (const [ri, rel] of releases.entries()) {
      const releaseId = `${technology}-${rel.systemRelease}`;
      const publishedAt = new Date(rel.publishedAt);
      const next = releases[ri + 1]?.systemRelease ?? null;
      await tx.insert(softwareReleases).values({
        releaseId,
        technology,
        systemRelease: rel.systemRelease,
        publishedAt,
        summary: rel.summary,
      });
      const tech = technologyDisplay(technology);
      const version = `${rel.systemRelease.slice(1)}.0`;
      const packages = PACKAGES.map((p, pi) => ({
        packageId: `${releaseId}-${p.slug}`,
        releaseId,
        name: `${tech} ${p.name}`,
        version,
        regions: [...p.regions],
        publishedAt,
        description: p.description,
        size: p.base + ((issueNo * 7919 + pi * 104_729) % p.spread),
        slug: p.slug,
      }));
      await tx.insert(softwarePackages).values(packages.map(({ size: _s, slug: _g, ...row }) => row));
      const files: (typeof softwareFiles.$inferInsert)[] = packages.map((p) => {
        const fileId = p.packageId;
        const bytes = demoSoftwareBytes(fileId, p.size);
        return {
          fileId,
          releaseId,
          packageId: p.packageId,
          kind: 'software',
          fileName: `${tech}_${p.slug}_${p.version}.bin`,
          sizeBytes: p.size,
          sha256: sha256Hex(bytes),
          storageKey: `software/${fileId}`,
        };
      });
      const issues = ISSUES.slice(0, 3 + (ri % 2)).map((i, n) => {
        const fixed = next !== null && n !== 0;
        return {
          issueId: `KI-${issueNo++}`,
          releaseId,
          title: i.title,
          description: i.description,
          workaround: i.workaround,
          severity: i.severity,
          status: fixed ? 'fixed' : 'open',
          fixedIn: fixed ? next : null,
        };
      });
      await tx.insert(knownIssues).values(issues);
      const pdf = releaseNotesPdf({
        technology: tech,
        systemRelease: rel.systemRelease,
        publishedAt,
        summary: rel.summary,
        // In the order the server reads them back to write a missing file (software-files.ts).
        packages: [...packages]
          .sort((a, b) => (a.packageId < b.packageId ? -1 : 1))
          .map((p) => ({ name: p.name, version: p.version })),
        issues: issues.map((i) => ({ issueId: i.issueId, title: i.title })),
      });
      files.push({
        fileId: `${releaseId}-notes`,
        releaseId,
        packageId: null,
        kind: 'releaseNotes',
        fileName: RELEASE_NOTES_FILE_NAME,
        sizeBytes: pdf.length,
        sha256: sha256Hex(pdf),
        storageKey: `software/${releaseId}-notes`,
      });
      await tx.insert(softwareFiles).values(files);
    }
  }
}
