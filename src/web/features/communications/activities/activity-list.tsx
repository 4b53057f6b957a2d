import { Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import {
  ACTIVITY_ARCHIVE_MONTHS,
  myActivityList,
  otherActivityList,
  type TMyActivityRow,
  type TOtherActivityRow,
} from '../../../../shared/contracts/activities.ts';
import type { TAccount } from '../../../../shared/contracts/session.ts';
import { activityTextMessages as m } from '../../../../shared/i18n/activity-messages.ts';
import { useSession } from '../../../lib/session.tsx';
import { ListView } from '../../../ui/data-table/list-view.tsx';
import { communicationScreenMessages } from '../screens.ts';

/**
 * My activities (`mine`) or Other users' activities (`others`, the account's Administrators): the
 * account's recorded actions of the last ACTIVITY_ARCHIVE_MONTHS months on the list engine
 * (filters by activity, subject, user and date; sort, paging, saved views, columns, exports).
 */
export function ActivityList(props: { account: TAccount; which: 'mine' | 'others' }) {
  const intl = useIntl();
  const session = useSession();
  const mine = props.which === 'mine';
  const values = { account: props.account.name, months: ACTIVITY_ARCHIVE_MONTHS };
  return (
    <ListView<TMyActivityRow | TOtherActivityRow>
      list={mine ? myActivityList : otherActivityList}
      userId={session.status!.user.id}
      exportName={mine ? 'my-activities' : 'other-activities'}
      fixed={{ account_id: props.account.account_id }}
      caption={intl.formatMessage(mine ? m.mineCaption : m.othersCaption, values)}
      rowKey={(row) => row.entryId}
      testId={mine ? 'my-activities' : 'other-activities'}
      heading={
        <Stack gap={2}>
          <Title order={1} size="h2">
            {intl.formatMessage(mine ? communicationScreenMessages.myActivities : communicationScreenMessages.otherActivities)}
          </Title>
          <Text size="sm" c="dimmed">
            {intl.formatMessage(mine ? m.mineIntro : m.othersIntro, values)}
          </Text>
        </Stack>
      }
    />
  );
}
