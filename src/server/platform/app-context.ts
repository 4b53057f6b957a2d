import type {
  FastifyInstance,
  FastifyBaseLogger,
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TConfig } from './config.ts';
import type { TDatabase } from './db.ts';
import type { TJobRunner } from './jobs/job-runner.ts';

/** The Fastify instance with zod typing, as every module sees it. */
export type TApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** What every module receives at registration: configuration, the database and the job runner. */
export interface TAppContext {
  config: TConfig;
  database: TDatabase;
  /** Where a module declares its background jobs and sends them (platform/jobs). */
  jobs: TJobRunner;
}
