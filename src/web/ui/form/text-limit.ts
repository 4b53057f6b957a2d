import { z } from 'zod';

/**
 * The largest length of each text field of an object schema (its `.max(n)`), read from the shared
 * schema itself so the form's counters say what the server checks. Fields without a limit are absent.
 */
export function maxLengths(schema: z.ZodObject): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [key, field] of Object.entries(schema.shape)) {
    let s: unknown = field;
    while (s instanceof z.ZodOptional || s instanceof z.ZodNullable) s = s.unwrap();
    if (s instanceof z.ZodString && typeof s.maxLength === 'number') out[key] = s.maxLength;
  }
  return out;
}

/**
 * A text's length as the shared schemas count it (zod's `.max(n)` counts code points, as does
 * PostgreSQL): an emoji is one character, not the two UTF-16 units of `string.length`.
 */
export function characterCount(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}

/** A counter shows once a text reaches this share of its limit. */
export const COUNTER_FROM = 0.8;

/** Whether the counter of a text with this limit shows. */
export function counterShows(length: number, max: number | undefined): max is number {
  return max !== undefined && length >= Math.floor(max * COUNTER_FROM);
}
