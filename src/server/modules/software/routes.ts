import { and, eq, sql } from 'drizzle-orm';
import { accounts, softwareFiles, softwarePackages, softwareReleases } from '../../db/schema/index.ts';
import type { TApp, TAppContext } from '../../platform/app-context.ts';
import { accountScope, type TAccountScope } from '../../platform/account-scope.ts';
import { AppError } from '../../platform/app-error.ts';
import { auditScoped } from '../../platform/audit.ts';
import { filesDirOf } from '../../platform/config.ts';
import { createLocalFileStorage } from '../../platform/files.ts';
import { registerListRoutes } from '../../platform/list/list-routes.ts';
import { ZReleaseNoteParams, ZSoftwareFileParams, ZSoftwareRef } from '../../../shared/contracts/software.ts';
import { RELEASE_NOTES_FILE_NAME } from '../../../shared/domain/file-names.ts';
import { mayDownloadSoftware } from '../../../shared/domain/software.ts';
import { sendStoredFile } from './send-stored-file.ts';
import { describeKnownIssueExport, describeReleaseNoteExport, describeSoftwareExport } from './software-export.ts';
import { writeMissingSoftwareFiles } from './software-files.ts';
import { knownIssueListSql, releaseNoteListSql, softwareListSql } from './software-lists.ts';

/**
 * Software downloads, release notes and known issues (issue 31 point 4; spec sections 2, 6, 9).
 * Software (list, export, files) is for Users of an account in the customeruser or
 * softwaredownload group, and only in its technology and download regions; release notes and
 * known issues for every user of the account (docs: /work/briefs/notes-software.md).
 */
export function registerSoftwareRoutes(app: TApp, ctx: TAppContext): void {
  const { db } = ctx.database;
  const storage = createLocalFileStorage(filesDirOf(ctx.config));
  const tags = ['software'];

  // The demo catalogue's files, written when missing. A file storage that cannot be written (full,
  // read-only) must not keep the portal from starting: the downloads answer 500 DownloadError then.
  app.addHook('onReady', async () => {
    try {
      const unmade = await writeMissingSoftwareFiles(ctx, storage);
      if (unmade.length) app.log.error({ files: unmade }, 'software files missing from the file storage');
    } catch (err) {
      app.log.error({ err }, 'software files could not be written to the file storage');
    }
  });

  /** Spec section 6: "Software download: customeruser or softwaredownload group" (403 otherwise). */
  const allowDownload = async (scope: TAccountScope): Promise<void> => {
    const [account] = await db.select({ groups: accounts.groups }).from(accounts).where(eq(accounts.id, scope.accountId));
    if (!account || !mayDownloadSoftware(account)) {
      throw new AppError('ServerValidation.403Forbidden', { detail: `account ${scope.accountId} not in a software download group` });
    }
  };

  registerListRoutes(app, ctx, {
    list: softwareListSql,
    tag: 'software',
    minRole: 'User',
    allow: allowDownload,
    export: { kind: 'SoftwareDownloads', describe: describeSoftwareExport, dateColumn: 'publishedOn' },
  });
  registerListRoutes(app, ctx, {
    list: releaseNoteListSql,
    tag: 'software',
    export: { kind: 'ReleaseNotes', describe: describeReleaseNoteExport, dateColumn: 'publishedOn' },
  });
  registerListRoutes(app, ctx, {
    list: knownIssueListSql,
    tag: 'software',
    export: { kind: 'KnownIssues', describe: describeKnownIssueExport },
  });

  app.get(
    '/software/files/:fileId',
    {
      config: { access: 'account-user' },
      schema: {
        summary:
          "Downloads a software file (HTTP Range: 206, 416; ETag is its SHA-256): the account's technology and download regions, customeruser or softwaredownload group; recorded once per download",
        tags,
        params: ZSoftwareFileParams,
        querystring: ZSoftwareRef,
      },
    },
    async (req, reply) => {
      const scope = accountScope(req, req.query.account_id, 'User');
      await allowDownload(scope);
      const [file] = await db
        .select({
          fileId: softwareFiles.fileId,
          storageKey: softwareFiles.storageKey,
          fileName: softwareFiles.fileName,
          sizeBytes: softwareFiles.sizeBytes,
          sha256: softwareFiles.sha256,
          packageName: softwarePackages.name,
          version: softwarePackages.version,
        })
        .from(softwareFiles)
        .innerJoin(softwarePackages, eq(softwarePackages.packageId, softwareFiles.packageId))
        .innerJoin(softwareReleases, eq(softwareReleases.releaseId, softwareFiles.releaseId))
        .innerJoin(
          accounts,
          and(
            eq(accounts.id, scope.accountId),
            eq(accounts.technology, softwareReleases.technology),
            sql`${accounts.softwareDownloadRegion} && ${softwarePackages.regions}`,
          ),
        )
        .where(and(eq(softwareFiles.fileId, req.params.fileId), eq(softwareFiles.kind, 'software')));
      if (!file) throw new AppError('ServerValidation.404NotFound', { detail: `software file ${req.params.fileId}` });
      const { firstByte } = await sendStoredFile(req, reply, storage, { ...file, contentType: 'application/octet-stream' });
      // A download is recorded once: by the answer that holds its first byte, not by every resumed range.
      if (firstByte && req.method === 'GET') {
        await auditScoped(ctx.database.db, req, scope, 'software_download', { fileId: file.fileId, fileName: file.fileName, package: file.packageName, version: file.version });
      }
      return reply;
    },
  );

  app.get(
    '/release-notes/:releaseId/file',
    {
      config: { access: 'account' },
      schema: {
        summary: "The release notes of a release of the account's technology (ReleaseNotes.pdf; HTTP Range)",
        tags,
        params: ZReleaseNoteParams,
        querystring: ZSoftwareRef,
      },
    },
    async (req, reply) => {
      const scope = accountScope(req, req.query.account_id);
      const [file] = await db
        .select({ storageKey: softwareFiles.storageKey, sizeBytes: softwareFiles.sizeBytes, sha256: softwareFiles.sha256 })
        .from(softwareFiles)
        .innerJoin(softwareReleases, eq(softwareReleases.releaseId, softwareFiles.releaseId))
        .innerJoin(accounts, and(eq(accounts.id, scope.accountId), eq(accounts.technology, softwareReleases.technology)))
        .where(and(eq(softwareFiles.releaseId, req.params.releaseId), eq(softwareFiles.kind, 'releaseNotes')));
      if (!file) throw new AppError('ServerValidation.404NotFound', { detail: `release notes ${req.params.releaseId}` });
      await sendStoredFile(req, reply, storage, {
        ...file,
        fileName: RELEASE_NOTES_FILE_NAME,
        contentType: 'application/pdf',
      });
      return reply;
    },
  );
}
