import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

/**
 * Answers are written by fast-json-stringify (Fastify's own serializer), compiled once per route
 * from the JSON Schema of the route's zod response schema. Like the zod serializer it replaces, it
 * writes only the properties the schema names (rows never leak extra columns) and refuses an answer
 * that lacks a required one; it does not re-validate every value of every answer, which cost a
 * quarter of the CPU time of a health check and more of a list page (bench/README.md). Every
 * response schema must compile: a route whose schema does not stops the server at start.
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema, method, url }) => {
  const jsonSchema = z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' });
  try {
    return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
  } catch (err) {
    throw new Error(`response schema of ${method} ${url} does not compile to a serializer`, { cause: err });
  }
};
