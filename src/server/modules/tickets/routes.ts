import { and, asc, eq } from 'drizzle-orm';
import multipart from '@fastify/multipart';
import { tickets } from '../../db/schema/index.ts';
import type { TApp, TAppContext } from '../../platform/app-context.ts';
import { accountScope } from '../../platform/account-scope.ts';
import { AppError } from '../../platform/app-error.ts';
import { filesDirOf } from '../../platform/config.ts';
import { ok, zEnvelope } from '../../platform/envelope.ts';
import { createLocalFileStorage } from '../../platform/files.ts';
import { findListRow } from '../../platform/list/list-engine.ts';
import { registerListRoutes } from '../../platform/list/list-routes.ts';
import {
  ZCreateTicketRequest,
  ZCreateTicketResponse,
  ZTicketDetail,
  ZTicketAttachmentParams,
  ZTicketIdParams,
  ZTicketRef,
  type TTicketDetail,
  type TTicketRow,
} from '../../../shared/contracts/tickets.ts';
import { ZAddNoteRequest, ZAttachment, ZAttachmentUploadQuery, ZNote } from '../../../shared/contracts/notes.ts';
import { CASE_WRITE_MIN_ROLE } from '../../../shared/domain/cases.ts';
import {
  attachmentOf,
  authorOf,
  insertNote,
  listAttachments,
  listNotes,
  noteOf,
  sendAttachment,
} from '../cases/notes-and-files.ts';
import { storeUpload } from '../cases/upload-attachment.ts';
import { findTicket } from './find-ticket.ts';
import { createTicket } from './create-ticket.ts';
import { describeTicketExport } from './ticket-export.ts';
import { ticketListSql } from './ticket-list.ts';

/** Tickets (spec section 3): list (list engine), export (export engine), detail with children, creation, notes and files (as cases). */
export function registerTicketRoutes(app: TApp, ctx: TAppContext): void {
  const { db } = ctx.database;
  const storage = createLocalFileStorage(filesDirOf(ctx.config));
  const tags = ['tickets'];

  registerListRoutes(app, ctx, {
    list: ticketListSql,
    tag: 'tickets',
    export: { kind: 'Tickets', describe: describeTicketExport, dateColumn: 'submittedAt' },
  });

  app.get(
    '/tickets/:ticketId',
    {
      config: { access: 'account' },
      schema: {
        summary: "A ticket with its description and children; another account's ticket is 404",
        tags,
        params: ZTicketIdParams,
        querystring: ZTicketRef,
        response: { 200: zEnvelope(ZTicketDetail) },
      },
    },
    async (req) => {
      const scope = accountScope(req, req.query.account_id);
      const row = (await findListRow(ctx, ticketListSql, scope, [req.params.ticketId], {
        description: { sql: 't.description', value: 'text' },
      })) as (TTicketRow & { description: string }) | undefined;
      if (!row) throw new AppError('ServerValidation.404NotFound', { detail: `ticket ${req.params.ticketId}` });
      const children = await db
        .select({ ticketNo: tickets.ticketNo, title: tickets.title, status: tickets.status })
        .from(tickets)
        .where(and(eq(tickets.parentTicketNo, Number(row.ticketId)), eq(tickets.accountId, scope.accountId)))
        .orderBy(asc(tickets.ticketNo));
      const parent = { ticketNo: Number(row.ticketId) };
      const [notes, attachments] = await Promise.all([listNotes(db, parent), listAttachments(db, parent)]);
      const detail: TTicketDetail = {
        ...row,
        notes: notes.map(noteOf),
        attachments: attachments.map(attachmentOf),
        children: children.map((c) => ({
          ticketId: String(c.ticketNo),
          title: c.title,
          status: c.status as TTicketDetail['status'],
        })),
      };
      return ok(detail);
    },
  );

  app.post(
    '/tickets/:ticketId/notes',
    {
      config: { access: 'account-user' },
      schema: {
        summary: 'Adds a note to a ticket (as to a case)',
        tags,
        params: ZTicketIdParams,
        body: ZAddNoteRequest,
        response: { 200: zEnvelope(ZNote) },
      },
    },
    async (req) => {
      const scope = accountScope(req, req.body.account_id, CASE_WRITE_MIN_ROLE);
      const found = await findTicket(ctx, scope, req.params.ticketId);
      return ok(await insertNote(db, { ticketNo: found.ticketNo }, authorOf(scope), req.body.body));
    },
  );

  app.get(
    '/tickets/:ticketId/attachments/:attachmentId',
    {
      config: { access: 'account' },
      schema: {
        summary: 'Downloads an attachment of a ticket (the file itself)',
        tags,
        params: ZTicketAttachmentParams,
        querystring: ZTicketRef,
      },
    },
    async (req, reply) => {
      const scope = accountScope(req, req.query.account_id);
      const found = await findTicket(ctx, scope, req.params.ticketId);
      return sendAttachment(db, storage, reply, { ticketNo: found.ticketNo }, req.params.attachmentId);
    },
  );

  // Multipart only where files are uploaded, as for cases.
  app.register(async (uploads) => {
    await uploads.register(multipart, { limits: { fileSize: Math.floor(ctx.config.attachmentMaxMb * 1024 * 1024) } });
    (uploads as unknown as TApp).post(
      '/tickets/:ticketId/attachments',
      {
        config: { access: 'account-user' },
        schema: {
          summary: 'Attaches one file to a ticket (multipart/form-data; the rules of case attachments)',
          tags,
          params: ZTicketIdParams,
          querystring: ZAttachmentUploadQuery,
          consumes: ['multipart/form-data'],
          response: { 200: zEnvelope(ZAttachment) },
        },
      },
      async (req) => {
        const scope = accountScope(req, req.query.account_id, CASE_WRITE_MIN_ROLE);
        const found = await findTicket(ctx, scope, req.params.ticketId);
        return ok(
          await storeUpload(ctx, req, storage, scope, {
            parent: { ticketNo: found.ticketNo },
            storagePrefix: ['tickets', scope.accountId, String(found.ticketNo)],
            failure: (detail, cause) => new AppError('ServerValidation.500UploadError', { detail, cause }),
          }),
        );
      },
    );
  });

  app.post(
    '/tickets',
    {
      config: { access: 'account-user' },
      schema: {
        summary: 'Creates a ticket (site, impact and urgency required; priority from impact and urgency)',
        tags,
        body: ZCreateTicketRequest,
        response: { 200: zEnvelope(ZCreateTicketResponse) },
      },
    },
    async (req) => {
      const scope = accountScope(req, req.body.account_id, CASE_WRITE_MIN_ROLE);
      return ok(await createTicket(ctx, req, scope, req.body));
    },
  );
}
