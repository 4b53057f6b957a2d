/**
 * The software files of the catalogue in the file storage: written at start when missing (a fresh
 * data folder, the tests), from the same deterministic bytes the seed measured (demo-files.ts).
 */
import { asc, eq } from 'drizzle-orm';
import { knownIssues, softwareFiles, softwarePackages, softwareReleases } from '../../db/schema/index.ts';
import type { TAppContext } from '../../platform/app-context.ts';
import type { TFileStorage } from '../../platform/files.ts';
import { technologyDisplay, type TTechnology } from '../../../shared/domain/accounts.ts';
import { demoSoftwareBytes, releaseNotesPdf, sha256Hex } from './demo-files.ts';

/** Writes the missing files; answers the ids of those whose bytes could not be made again (none expected). */
export async function writeMissingSoftwareFiles(ctx: TAppContext, storage: TFileStorage): Promise<string[]> {
  const { db } = ctx.database;
  const files = await db.select().from(softwareFiles).orderBy(asc(softwareFiles.fileId));
  const unmade: string[] = [];
  for (const f of files) {
    if ((await storage.size(f.storageKey)) === f.sizeBytes) continue;
    const bytes = f.kind === 'software' ? demoSoftwareBytes(f.fileId, f.sizeBytes) : await notesOf(ctx, f.releaseId);
    if (sha256Hex(bytes) !== f.sha256) {
      unmade.push(f.fileId);
      continue;
    }
    await storage.put(f.storageKey, bytes);
  }
  return unmade;
}

async function notesOf(ctx: TAppContext, releaseId: string): Promise<Buffer> {
  const { db } = ctx.database;
  const [release] = await db.select().from(softwareReleases).where(eq(softwareReleases.releaseId, releaseId));
  if (!release) return Buffer.alloc(0);
  const packages = await db
    .select({ name: softwarePackages.name, version: softwarePackages.version })
    .from(softwarePackages)
    .where(eq(softwarePackages.releaseId, releaseId))
    .orderBy(asc(softwarePackages.packageId));
  const issues = await db
    .select({ issueId: knownIssues.issueId, title: knownIssues.title })
    .from(knownIssues)
    .where(eq(knownIssues.releaseId, releaseId))
    .orderBy(asc(knownIssues.issueId));
  return releaseNotesPdf({
    technology: technologyDisplay(release.technology as TTechnology),
    systemRelease: release.systemRelease,
    publishedAt: release.publishedAt,
    summary: release.summary,
    packages,
    issues,
  });
}
