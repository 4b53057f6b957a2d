import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Software the vendor publishes (issue 31 point 4): not owned by an account. An account sees the
 * releases of its technology; it downloads the packages offered in one of its download regions
 * (accounts.software_download_region) when it is in the customeruser or softwaredownload group.
 */

/** A system release of a technology (e.g. ASTRO A2024.1); its notes are a file of kind releaseNotes. */
export const softwareReleases = pgTable(
  'software_releases',
  {
    releaseId: text('release_id').primaryKey(),
    technology: text('technology').notNull(),
    /** The vendor's name of the release, e.g. A2024.1. */
    systemRelease: text('system_release').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    summary: text('summary').notNull(),
  },
  (t) => [index('software_releases_technology_idx').on(t.technology, t.publishedAt)],
);

/** A software package of a release: name, version, the download regions it is offered in. */
export const softwarePackages = pgTable(
  'software_packages',
  {
    packageId: text('package_id').primaryKey(),
    releaseId: text('release_id')
      .notNull()
      .references(() => softwareReleases.releaseId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    version: text('version').notNull(),
    regions: text('regions').array().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    description: text('description').notNull(),
  },
  (t) => [index('software_packages_release_idx').on(t.releaseId)],
);

/**
 * A stored file: a package's software (kind software, package_id set) or a release's notes (kind
 * releaseNotes, package_id null). Size and SHA-256 are those of the bytes in the file storage.
 */
export const softwareFiles = pgTable(
  'software_files',
  {
    fileId: text('file_id').primaryKey(),
    releaseId: text('release_id')
      .notNull()
      .references(() => softwareReleases.releaseId, { onDelete: 'cascade' }),
    packageId: text('package_id').references(() => softwarePackages.packageId, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    fileName: text('file_name').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
  },
  (t) => [index('software_files_package_idx').on(t.packageId), index('software_files_release_idx').on(t.releaseId, t.kind)],
);

/** A known issue of a release: open until a later release fixes it (fixed_in). */
export const knownIssues = pgTable(
  'known_issues',
  {
    issueId: text('issue_id').primaryKey(),
    releaseId: text('release_id')
      .notNull()
      .references(() => softwareReleases.releaseId, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    workaround: text('workaround'),
    /** critical, high, medium, low. */
    severity: text('severity').notNull(),
    /** open or fixed. */
    status: text('status').notNull(),
    /** The system release that fixes it, when fixed. */
    fixedIn: text('fixed_in'),
  },
  (t) => [index('known_issues_release_idx').on(t.releaseId)],
);
