import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { appConfig } from '../db/schema/index.ts';
import type { TAppContext } from './app-context.ts';

/**
 * A secret shared by every server instance, created once and kept in the database (app_config),
 * so cookies signed by one instance verify on every other: the CSRF token key, the device-cookie key.
 */
export async function sharedSecret(ctx: TAppContext, key: string): Promise<Buffer> {
  const { db } = ctx.database;
  const fresh = crypto.randomBytes(32).toString('base64url');
  await db.insert(appConfig).values({ key, value: fresh }).onConflictDoNothing();
  const [row] = await db.select().from(appConfig).where(eq(appConfig.key, key));
  return Buffer.from(row!.value, 'base64url');
}
