import { z } from 'zod';

/** An account id as used in paths, queries and bodies. */
export const ZAccountId = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9._-]+$/);

export const ZLocale = z.enum([
  'en-US',
  'en-GB',
  'es-ES',
  'de-DE',
  'es-419',
  'fr-CA',
  'fr-FR',
  'it-IT',
  'pl-PL',
  'pt-BR',
  'pt-PT',
  'ru-RU',
  'ja-JP',
  'zh-CN',
  'zh-TW',
  'ko-KR',
]);

export const ZEmpty = z.object({}).strict();
