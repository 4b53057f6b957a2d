/** `saved` if it is a path of this site outside any account, or in one of `accountIds`; else '/'. */
export function requestedLocationFor(saved: string | null, accountIds: ReadonlySet<string>): string {
  if (!saved || !saved.startsWith('/') || saved.startsWith('//')) return '/';
  const first = saved.slice(1).split(/[/?#]/)[0] ?? '';
  return /^[A-Z]+-\d+$/.test(first) && !accountIds.has(first) ? '/' : saved;
}
