import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useOutletContext } from 'react-router';
import type { TListColumn } from '../../../../shared/contracts/list.ts';
import type { TAccount } from '../../../../shared/contracts/session.ts';
import { softwareList, type TSoftwareRow } from '../../../../shared/contracts/software.ts';
import { commonMessages } from '../../../../shared/i18n/common-messages.ts';
import { softwareTextMessages as m } from '../../../../shared/i18n/software-messages.ts';
import { useSession } from '../../../lib/session.tsx';
import { ListView } from '../../../ui/data-table/list-view.tsx';
import { formatBytes } from '../../../ui/format/byte-size.ts';
import { documentScreenMessages } from '../screens.ts';
import { Checksum, DownloadLink, PublishedOn } from './software-cells.tsx';

/**
 * Route module of Software downloads: the files of the account's technology offered in its
 * download regions (list engine), each with its size, SHA-256 (copy button) and a resumable
 * download. The server refuses accounts outside the download groups (spec section 6).
 */
export function Component() {
  const account = useOutletContext<TAccount>();
  const intl = useIntl();
  const session = useSession();
  const accountId = account.account_id;
  const renderCell = (row: TSoftwareRow, column: TListColumn): ReactNode | undefined => {
    if (column.id === 'fileName')
      return (
        <Stack gap={4} align="flex-start">
          <Text size="sm" fw={500}>
            {row.fileName}
          </Text>
          <DownloadLink
            href={`/mapi/software/files/${encodeURIComponent(row.fileId)}?account_id=${encodeURIComponent(accountId)}`}
            fileName={row.fileName}
            label={intl.formatMessage(m.download)}
            testId="software-download"
          />
        </Stack>
      );
    if (column.id === 'size')
      return (
        <Text size="sm" title={intl.formatNumber(row.size)} style={{ whiteSpace: 'nowrap' }}>
          {formatBytes(intl, row.size)}
        </Text>
      );
    if (column.id === 'sha256') return <Checksum sha256={row.sha256} />;
    if (column.id === 'packageName')
      return (
        <Stack gap={0}>
          <Text size="sm">{row.packageName}</Text>
          <Text size="xs" c="dimmed">
            {row.description}
          </Text>
        </Stack>
      );
    if (column.id === 'publishedOn') return <PublishedOn at={row.publishedOn} intl={intl} />;
    return undefined;
  };
  return (
    <ListView<TSoftwareRow>
      list={softwareList}
      userId={session.status!.user.id}
      exportName="software"
      fixed={{ account_id: accountId }}
      caption={intl.formatMessage(m.downloadsCaption, { account: account.name })}
      rowKey={(row) => row.fileId}
      renderCell={renderCell}
      testId="software-list"
      heading={
        <Stack gap={2}>
          <Title order={1} size="h2">
            {intl.formatMessage(documentScreenMessages.softwareDownloads)}
          </Title>
          <Text size="sm" c="dimmed">
            {intl.formatMessage(m.downloadsSubtitle, {
              account: account.name,
              regions: account.software_download_region.join(', ') || intl.formatMessage(commonMessages.notAvailable),
            })}
          </Text>
        </Stack>
      }
    />
  );
}
