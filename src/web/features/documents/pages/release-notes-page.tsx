import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useOutletContext } from 'react-router';
import type { TListColumn } from '../../../../shared/contracts/list.ts';
import type { TAccount } from '../../../../shared/contracts/session.ts';
import { releaseNoteList, type TReleaseNoteRow } from '../../../../shared/contracts/software.ts';
import { RELEASE_NOTES_FILE_NAME } from '../../../../shared/domain/file-names.ts';
import { softwareTextMessages as m } from '../../../../shared/i18n/software-messages.ts';
import { useSession } from '../../../lib/session.tsx';
import { ListView } from '../../../ui/data-table/list-view.tsx';
import { formatBytes } from '../../../ui/format/byte-size.ts';
import { documentScreenMessages } from '../screens.ts';
import { DownloadLink, PublishedOn } from './software-cells.tsx';

/** Route module of Release notes: each system release of the account's technology and its ReleaseNotes.pdf. */
export function Component() {
  const account = useOutletContext<TAccount>();
  const intl = useIntl();
  const session = useSession();
  const accountId = account.account_id;
  const renderCell = (row: TReleaseNoteRow, column: TListColumn): ReactNode | undefined => {
    if (column.id === 'systemRelease')
      return (
        <Stack gap={4} align="flex-start">
          <Text size="sm" fw={600}>
            {`${account.technology_display} ${row.systemRelease}`}
          </Text>
          {row.fileId && (
            <DownloadLink
              href={`/mapi/release-notes/${encodeURIComponent(row.releaseId)}/file?account_id=${encodeURIComponent(accountId)}`}
              fileName={RELEASE_NOTES_FILE_NAME}
              label={RELEASE_NOTES_FILE_NAME}
              testId="release-notes-download"
            />
          )}
        </Stack>
      );
    if (column.id === 'size' && row.size !== null)
      return (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatBytes(intl, row.size)}
        </Text>
      );
    if (column.id === 'publishedOn') return <PublishedOn at={row.publishedOn} intl={intl} />;
    return undefined;
  };
  return (
    <ListView<TReleaseNoteRow>
      list={releaseNoteList}
      userId={session.status!.user.id}
      exportName="release-notes"
      fixed={{ account_id: accountId }}
      caption={intl.formatMessage(m.releaseNotesCaption, { account: account.name })}
      rowKey={(row) => row.releaseId}
      renderCell={renderCell}
      testId="release-notes-list"
      heading={
        <Stack gap={2}>
          <Title order={1} size="h2">
            {intl.formatMessage(documentScreenMessages.releaseNotes)}
          </Title>
          <Text size="sm" c="dimmed">
            {intl.formatMessage(m.releaseNotesSubtitle, { account: account.name })}
          </Text>
        </Stack>
      }
    />
  );
}
