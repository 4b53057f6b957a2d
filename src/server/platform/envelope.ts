import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/** The success envelope of spec section 7: `{result: true, content, code: 'OK'}`. */
export function ok<T>(content: T): { result: true; content: T; code: 'OK' } {
  return { result: true, content, code: 'OK' };
}

/**
 * Sends a success envelope the list engine wrote as JSON text itself (list-engine.ts
 * `listPageJson`); the route's response schema still describes it for OpenAPI.
 */
export function sendEnvelopeJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}

/** Zod schema of a success envelope around `content`, for route response schemas and OpenAPI. */
export function zEnvelope<T extends z.ZodType>(content: T) {
  return z.object({ result: z.literal(true), content, code: z.literal('OK') });
}

/**
 * The error envelope of spec section 8 (`TErrorContent` in shared/errors.ts), as the OpenAPI
 * document publishes it for every operation's 4XX answer.
 */
export const ZErrorEnvelope = z.object({
  result: z.literal(false),
  code: z.string(),
  content: z.object({
    message: z.string(),
    values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    fields: z
      .array(
        z.object({
          path: z.string(),
          message: z.object({ id: z.string(), values: z.record(z.string(), z.unknown()).optional() }),
        }),
      )
      .optional(),
    requestId: z.string().optional(),
  }),
});
