import { defineMessages } from '../../../../shared/i18n/define.ts';
import { Anchor, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { releaseNotesFor } from '../../../../shared/domain/releases.ts';
import { screenPath } from '../../../lib/screens.ts';
import { publishedReleasesQuery } from '../../../lib/use-published-releases.ts';
import { WidgetLoading } from '../../../ui/widgets/widget-loading.tsx';
import type { TWidgetProps } from '../../../lib/widgets.ts';

/** Releases shown in the widget; What's New lists them all. */
const SHOWN = 3;

export const recentReleasesMessages = defineMessages({
  title: { id: 'Widget.recentReleases', defaultMessage: 'Recent releases' },
  release: { id: 'Footer.release', defaultMessage: 'Release v {number}' },
  none: { id: 'Footer.noReleases', defaultMessage: 'No releases found.' },
  all: { id: 'Widget.allReleases', defaultMessage: "All releases in What's New" },
});

/** Recent releases: the newest published releases with date and notes in the reader's language. */
export function RecentReleasesWidget(props: TWidgetProps) {
  const intl = useIntl();
  const m = recentReleasesMessages;
  const { data } = useQuery({ ...publishedReleasesQuery(), throwOnError: true });
  if (!data) return <WidgetLoading />;
  if (!data.length) return <Text>{intl.formatMessage(m.none)}</Text>;
  return (
    <Stack gap="sm">
      <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {data.slice(0, SHOWN).map((r) => (
          <li key={r.number}>
            <Text fw={600} size="sm">
              {intl.formatMessage(m.release, { number: r.number })}
              <Text span c="dimmed" size="sm" fw={400}>
                {' · '}
                {intl.formatDate(`${r.releasedOn}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' })}
              </Text>
            </Text>
            {/* A teaser: the whole notes are on What's New. Four lines hold a one-sentence summary
                in every language on a phone (Russian takes three). */}
            <Text size="sm" lineClamp={4}>
              {releaseNotesFor(r.notes, intl.locale)}
            </Text>
          </li>
        ))}
      </Stack>
      <Anchor component={Link} to={screenPath(props.account.account_id, 'WhatsNew')} size="sm">
        {intl.formatMessage(m.all)}
      </Anchor>
    </Stack>
  );
}
