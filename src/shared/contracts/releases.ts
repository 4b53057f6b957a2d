import { z } from 'zod';

/** A published portal release for What's New (spec section 2 footer; section 3 Release). */
export const ZRelease = z.object({
  number: z.string(),
  /** The release date, YYYY-MM-DD (a calendar date, no time zone). */
  releasedOn: z.string(),
  /** Release notes per locale; en-US is always present and is the fallback. */
  notes: z.record(z.string(), z.string()),
});
export type TRelease = z.infer<typeof ZRelease>;

/** GET /mapi/releases/published: every published release, newest first. */
export const ZPublishedReleases = z.array(ZRelease);
export type TPublishedReleases = z.infer<typeof ZPublishedReleases>;
