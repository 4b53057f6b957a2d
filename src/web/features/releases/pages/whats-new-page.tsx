import { defineMessages } from '../../../../shared/i18n/define.ts';
import { Pagination, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { normalizePaging } from '../../../../shared/domain/list-filters.ts';
import { releaseMatches, releaseNotesFor } from '../../../../shared/domain/releases.ts';
import { releaseScreenMessages } from '../screens.ts';
import { usePublishedReleases } from '../../../lib/use-published-releases.ts';
import { useQueryState } from '../../../lib/use-query-state.ts';
import { FetchError } from '../../../ui/data-table/list-states.tsx';
import { ReleaseFilters } from '../components/release-filters.tsx';

const messages = defineMessages({
  intro: {
    id: 'WhatsNew.intro',
    defaultMessage: 'The releases of the portal, newest first, with what each one changed.',
  },
  release: { id: 'Footer.release', defaultMessage: 'Release v {number}' },
  none: { id: 'Footer.noReleases', defaultMessage: 'No releases found.' },
  count: {
    id: 'WhatsNew.count',
    defaultMessage: '{count, plural, =0 {No release matches} one {# release} other {# releases}}',
  },
  pages: { id: 'WhatsNew.pages', defaultMessage: 'Pages of releases' },
});

/**
 * What's New (spec section 2): every published release, filtered (`q`, `filter.year`) and paged
 * (`page`, `limit`; spec section 5 paging) through the address.
 */
export function Component() {
  const intl = useIntl();
  const query = useQueryState();
  const releases = usePublishedReleases();
  const { page, limit, offset } = normalizePaging(query.get('page'), query.get('limit'));
  const filter = { q: query.get('q'), year: query.get('filter.year') };
  const all = useMemo(() => releases.data ?? [], [releases.data]);
  const years = useMemo(() => [...new Set(all.map((r) => r.releasedOn.slice(0, 4)))], [all]);
  const matching = all.filter((r) => releaseMatches(r, filter, intl.locale));
  const pageCount = Math.max(1, Math.ceil(matching.length / limit));
  const shown = matching.slice(offset, offset + limit);

  return (
    <Stack maw={820}>
      <Title order={1} size="h2">
        {intl.formatMessage(releaseScreenMessages.whatsNew)}
      </Title>
      <Text c="dimmed">{intl.formatMessage(messages.intro)}</Text>
      <ReleaseFilters query={query} years={years} />
      {releases.isPending ? (
        <Skeleton h={120} radius="md" />
      ) : releases.isError ? (
        <FetchError onRetry={() => void releases.refetch()} />
      ) : all.length === 0 || matching.length === 0 ? (
        // No published release at all, or none that the filter matches.
        <Text role="status" data-testid="whats-new-none">
          {intl.formatMessage(messages.none)}
        </Text>
      ) : (
        <>
          <Text size="sm" role="status" data-testid="whats-new-count">
            {intl.formatMessage(messages.count, { count: matching.length })}
          </Text>
          <Stack component="ol" gap="md" m={0} p={0} style={{ listStyle: 'none' }}>
            {shown.map((r) => (
              <Paper component="li" key={r.number} withBorder radius="md" p="md" data-testid="release-item">
                <Title order={2} size="h4">
                  {intl.formatMessage(messages.release, { number: r.number })}
                </Title>
                <Text size="sm" c="dimmed" mb="xs">
                  <time dateTime={r.releasedOn}>
                    {intl.formatDate(`${r.releasedOn}T00:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' })}
                  </time>
                </Text>
                <Text style={{ whiteSpace: 'pre-line' }}>{releaseNotesFor(r.notes, intl.locale)}</Text>
              </Paper>
            ))}
          </Stack>
          {pageCount > 1 && (
            <nav aria-label={intl.formatMessage(messages.pages)}>
              <Pagination
                total={pageCount}
                value={Math.min(page + 1, pageCount)}
                onChange={(n) => query.set({ page: n - 1 === 0 ? null : n - 1 })}
              />
            </nav>
          )}
        </>
      )}
    </Stack>
  );
}
