import { and, eq } from 'drizzle-orm';
import multipart from '@fastify/multipart';
import { caseAttachments } from '../../db/schema/index.ts';
import type { TApp, TAppContext } from '../../platform/app-context.ts';
import { accountScope } from '../../platform/account-scope.ts';
import { AppError } from '../../platform/app-error.ts';
import { filesDirOf } from '../../platform/config.ts';
import { contentDisposition } from '../../platform/content-disposition.ts';
import { ok, zEnvelope } from '../../platform/envelope.ts';
import { createLocalFileStorage } from '../../platform/files.ts';
import { registerListRoutes } from '../../platform/list/list-routes.ts';
import {
  ZAddNoteRequest,
  ZAttachmentParams,
  ZAttachmentUploadQuery,
  ZCaseAttachment,
  ZCaseDetail,
  ZCaseNote,
  ZCaseNumberParams,
  ZCaseRef,
  ZCaseSummaryAnswer,
  ZCaseSummaryQuery,
  ZClosureState,
  ZCreateCaseRequest,
  ZCreateCaseResponse,
  ZRequestClosureRequest,
} from '../../../shared/contracts/cases.ts';
import { CASE_WRITE_MIN_ROLE, CLOSURE_ACCEPT_MIN_ROLE } from '../../../shared/domain/cases.ts';
import { addNote } from './add-note.ts';
import { acceptClosure, requestClosure } from './case-closure.ts';
import { describeCaseExport } from './case-export.ts';
import { caseListSql } from './case-list.ts';
import { createCase } from './create-case.ts';
import { findCase } from './find-case.ts';
import { getCase } from './get-case.ts';
import { getCaseSummary } from './get-case-summary.ts';
import { uploadAttachment } from './upload-attachment.ts';

/** Support cases (spec sections 3-5, 9): list and exports, detail, creation, notes, attachments, closure, widgets. */
export function registerCaseRoutes(app: TApp, ctx: TAppContext): void {
  const storage = createLocalFileStorage(filesDirOf(ctx.config));
  const tags = ['cases'];

  registerListRoutes(app, ctx, {
    list: caseListSql,
    tag: 'cases',
    export: { kind: 'Cases', describe: describeCaseExport, dateColumn: 'createdAt' },
  });

  app.get(
    '/cases/summary',
    {
      config: { access: 'account' },
      schema: {
        summary:
          'Case widgets of the dashboard, one part each (part=breakdown, open: per day over 30 and 7 days, severity1), or all parts',
        tags,
        querystring: ZCaseSummaryQuery,
        response: { 200: zEnvelope(ZCaseSummaryAnswer) },
      },
    },
    async (req) => ok(await getCaseSummary(ctx, accountScope(req, req.query.account_id), req.query.part)),
  );

  app.get(
    '/cases/:caseNumber',
    {
      config: { access: 'account' },
      schema: {
        summary: "A case with notes (newest first), attachments and associated cases; another account's number is 404",
        tags,
        params: ZCaseNumberParams,
        querystring: ZCaseRef,
        response: { 200: zEnvelope(ZCaseDetail) },
      },
    },
    async (req) => ok(await getCase(ctx, accountScope(req, req.query.account_id), req.params.caseNumber)),
  );

  app.post(
    '/cases',
    {
      config: { access: 'account-user' },
      schema: {
        summary: 'Creates a case (Priority 3); visible in about 5 minutes, response within 24 hours',
        tags,
        body: ZCreateCaseRequest,
        response: { 200: zEnvelope(ZCreateCaseResponse) },
      },
    },
    async (req) => {
      const scope = accountScope(req, req.body.account_id, CASE_WRITE_MIN_ROLE);
      return ok(await createCase(ctx, req, scope, req.body));
    },
  );

  app.post(
    '/cases/:caseNumber/notes',
    {
      config: { access: 'account-user' },
      schema: {
        summary: 'Adds a note to a case',
        tags,
        params: ZCaseNumberParams,
        body: ZAddNoteRequest,
        response: { 200: zEnvelope(ZCaseNote) },
      },
    },
    async (req) => {
      const scope = accountScope(req, req.body.account_id, CASE_WRITE_MIN_ROLE);
      return ok(await addNote(ctx, scope, req.params.caseNumber, req.body.body));
    },
  );

  app.post(
    '/cases/:caseNumber/closure',
    {
      config: { access: 'account-user' },
      schema: {
        summary: 'Requests the closure of a case, with a reason; it closes once accepted',
        tags,
        params: ZCaseNumberParams,
        body: ZRequestClosureRequest,
        response: { 200: zEnvelope(ZClosureState) },
      },
    },
    async (req) => {
      const scope = accountScope(req, req.body.account_id, CASE_WRITE_MIN_ROLE);
      return ok(await requestClosure(ctx, req, scope, req.params.caseNumber, req.body.reason));
    },
  );

  app.post(
    '/cases/:caseNumber/closure/accept',
    {
      config: { access: 'account-admin' },
      schema: {
        summary: "Accepts a pending closure request (the account's Administrator); the case becomes closed",
        tags,
        params: ZCaseNumberParams,
        body: ZCaseRef,
        response: { 200: zEnvelope(ZClosureState) },
      },
    },
    async (req) => {
      const scope = accountScope(req, req.body.account_id, CLOSURE_ACCEPT_MIN_ROLE);
      return ok(await acceptClosure(ctx, req, scope, req.params.caseNumber));
    },
  );

  app.get(
    '/cases/:caseNumber/attachments/:attachmentId',
    {
      config: { access: 'account' },
      schema: {
        summary: 'Downloads an attachment of a case (the file itself)',
        tags,
        params: ZAttachmentParams,
        querystring: ZCaseRef,
      },
    },
    async (req, reply) => {
      const scope = accountScope(req, req.query.account_id);
      const found = await findCase(ctx, scope, req.params.caseNumber);
      const [file] = await ctx.database.db
        .select()
        .from(caseAttachments)
        .where(and(eq(caseAttachments.id, req.params.attachmentId), eq(caseAttachments.caseNo, found.caseNo)));
      if (!file) throw new AppError('ServerValidation.404NotFound');
      return reply
        .type(file.contentType)
        .header('Content-Disposition', contentDisposition(file.fileName))
        .send(storage.read(file.storageKey));
    },
  );

  // Multipart only where files are uploaded; every other route keeps refusing multipart bodies.
  app.register(async (uploads) => {
    await uploads.register(multipart, { limits: { fileSize: Math.floor(ctx.config.attachmentMaxMb * 1024 * 1024) } });
    (uploads as unknown as TApp).post(
      '/cases/:caseNumber/attachments',
      {
        config: { access: 'account-user' },
        schema: {
          summary: `Attaches one file (multipart/form-data; at most ATTACHMENT_MAX_MB, spec extensions, content checked)`,
          tags,
          params: ZCaseNumberParams,
          querystring: ZAttachmentUploadQuery,
          consumes: ['multipart/form-data'],
          response: { 200: zEnvelope(ZCaseAttachment) },
        },
      },
      async (req) => {
        const scope = accountScope(req, req.query.account_id, CASE_WRITE_MIN_ROLE);
        return ok(await uploadAttachment(ctx, req, storage, scope, req.params.caseNumber));
      },
    );
  });
}
