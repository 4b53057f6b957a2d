import multipart from '@fastify/multipart';
import { z } from 'zod';
import type { TApp, TAppContext } from '../../platform/app-context.ts';
import { accountScope } from '../../platform/account-scope.ts';
import { filesDirOf } from '../../platform/config.ts';
import { ok, zEnvelope } from '../../platform/envelope.ts';
import { createLocalFileStorage } from '../../platform/files.ts';
import { listTimeZone } from '../../platform/list/list-engine.ts';
import { registerListRoutes } from '../../platform/list/list-routes.ts';
import { requireStaffAccount } from '../../platform/session-context.ts';
import {
  ZAddNoteRequest,
  ZAttachmentParams,
  ZAttachmentUploadQuery,
  ZCaseAttachment,
  ZCaseDetail,
  ZCaseNote,
  ZCaseNumberParams,
  ZCaseReasonRequest,
  ZCaseRef,
  ZCaseWorkRequest,
  ZCaseSummaryAnswer,
  ZCcState,
  ZFollowState,
  ZCaseSummaryQuery,
  ZClosureState,
  ZCreateCaseRequest,
  ZCreateCaseResponse,
  ZRequestClosureRequest,
  ZUpdateCcBody,
} from '../../../shared/contracts/cases.ts';
import { CASE_WRITE_MIN_ROLE, CLOSURE_ACCEPT_MIN_ROLE } from '../../../shared/domain/cases.ts';
import { addNote } from './add-note.ts';
import { acceptClosure, refuseClosure, reopenCase, requestClosure } from './case-closure.ts';
import { workOnCase } from './case-work.ts';
import { describeCaseExport } from './case-export.ts';
import { followCase, unfollowCase } from './case-followers.ts';
import { caseListSql } from './case-list.ts';
import { createCase } from './create-case.ts';
import { findCase } from './find-case.ts';
import { getCase } from './get-case.ts';
import { getCaseSummary } from './get-case-summary.ts';
import { sendAttachment } from './notes-and-files.ts';
import { notifyCaseFollowersLater } from './notify-case-followers.ts';
import { updateCc } from './update-cc.ts';
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
    async (req) => {
      const scope = accountScope(req, req.query.account_id);
      return ok(await getCaseSummary(ctx, scope, req.query.part, new Date(), listTimeZone(req.query.tz)));
    },
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
      const note = await addNote(ctx, scope, req.params.caseNumber, req.body.body);
      const event = { kind: 'note', author: note.author, note: note.body } as const;
      notifyCaseFollowersLater(ctx, req.log, Number(req.params.caseNumber), event, scope.auth.user.id);
      return ok(note);
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
      const state = await requestClosure(ctx, req, scope, req.params.caseNumber, req.body.reason);
      const { user } = scope.auth;
      const event = { kind: 'closureRequested', author: `${user.firstName} ${user.lastName}`.trim() || user.login } as const;
      notifyCaseFollowersLater(ctx, req.log, Number(req.params.caseNumber), event, user.id);
      return ok(state);
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
      const state = await acceptClosure(ctx, req, scope, req.params.caseNumber);
      notifyCaseFollowersLater(ctx, req.log, Number(req.params.caseNumber), { kind: 'stateChanged' }, scope.auth.user.id);
      return ok(state);
    },
  );

  // Following is reading: any role of the account may follow the cases it reads (decision).
  for (const [method, summary, act] of [
    ['put', "Follows a case: the asking user is e-mailed about its notes, state changes and closure (when their setting is on)", followCase],
    ['delete', 'Stops following a case', unfollowCase],
  ] as const) {
    app[method](
      '/cases/:caseNumber/follow',
      {
        config: { access: 'account' },
        schema: { summary, tags, params: ZCaseNumberParams, querystring: ZCaseRef, response: { 200: zEnvelope(ZFollowState) } },
      },
      async (req) => ok(await act(ctx, accountScope(req, req.query.account_id), req.params.caseNumber)),
    );
  }

  app.put(
    '/cases/:caseNumber/cc',
    {
      config: { access: 'account-user' },
      schema: {
        summary: 'Replaces the CC list of a case (addresses separated by ;, each checked; empty: none)',
        tags,
        params: ZCaseNumberParams,
        // Only the account is read before the checks; the list is checked after them (parseBody).
        body: ZUpdateCcBody,
        response: { 200: zEnvelope(ZCcState) },
      },
    },
    async (req) => {
      const scope = accountScope(req, req.body.account_id, CASE_WRITE_MIN_ROLE);
      return ok(await updateCc(ctx, req, scope, req.params.caseNumber, req.body));
    },
  );

  app.post(
    '/cases/:caseNumber/closure/refuse',
    {
      config: { access: 'staff-account' },
      schema: {
        summary: 'Refuses a pending closure request, with a reason the customer reads (vendor staff holding the account)',
        tags,
        params: ZCaseNumberParams,
        body: ZCaseReasonRequest,
        response: { 200: zEnvelope(ZClosureState) },
      },
    },
    async (req) => {
      requireStaffAccount(req, req.body.account_id);
      const scope = accountScope(req, req.body.account_id);
      return ok(await refuseClosure(ctx, req, scope, req.params.caseNumber, req.body.reason));
    },
  );

  app.post(
    '/cases/:caseNumber/reopen',
    {
      config: { access: 'account-user' },
      schema: {
        summary: 'Reopens a closed case, with a reason, within CASE_REOPEN_DAYS of its closure',
        tags,
        params: ZCaseNumberParams,
        body: ZCaseReasonRequest,
        response: { 200: zEnvelope(ZClosureState) },
      },
    },
    async (req) => {
      const scope = accountScope(req, req.body.account_id, CASE_WRITE_MIN_ROLE);
      return ok(await reopenCase(ctx, req, scope, req.params.caseNumber, req.body.reason));
    },
  );

  app.post(
    '/cases/:caseNumber/work',
    {
      config: { access: 'staff-account' },
      schema: {
        summary: "Changes a case's priority, owner or state (open, resolved); vendor staff holding the account",
        tags,
        params: ZCaseNumberParams,
        body: ZCaseWorkRequest,
        response: { 200: zEnvelope(z.object({ changed: z.number().int() })) },
      },
    },
    async (req) => {
      requireStaffAccount(req, req.body.account_id);
      const scope = accountScope(req, req.body.account_id);
      return ok(await workOnCase(ctx, req, scope, req.params.caseNumber, req.body));
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
      return sendAttachment(ctx.database.db, storage, reply, { caseNo: found.caseNo }, req.params.attachmentId);
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
