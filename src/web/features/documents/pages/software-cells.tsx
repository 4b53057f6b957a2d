import { ActionIcon, Button, CopyButton, Group, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy, IconDownload } from '@tabler/icons-react';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { errorMessages, type TErrorContent } from '../../../../shared/errors.ts';
import { ApiError } from '../../../lib/http.ts';
import { useErrorMessage } from '../../../ui/use-error-message.ts';
import { softwareTextMessages as m } from '../../../../shared/i18n/software-messages.ts';

/** A SHA-256, shortened on screen (the whole value in its title and copied by the button). */
export function Checksum(props: { sha256: string }) {
  const intl = useIntl();
  return (
    <Group gap={4} wrap="nowrap">
      <Text ff="monospace" size="xs" title={props.sha256} style={{ whiteSpace: 'nowrap' }} data-testid="sha256">
        {`${props.sha256.slice(0, 12)}…${props.sha256.slice(-6)}`}
      </Text>
      <CopyButton value={props.sha256} timeout={2000}>
        {({ copied, copy }) => (
          <Tooltip label={intl.formatMessage(copied ? m.copied : m.copyChecksum)} withArrow>
            <ActionIcon
              variant="subtle"
              color={copied ? 'teal' : 'gray'}
              onClick={(e) => {
                e.stopPropagation();
                copy();
              }}
              aria-label={intl.formatMessage(m.copyChecksum)}
              data-testid="copy-sha256"
            >
              {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}

/** The refusal of a download as the fetch helper reports it (the envelope's code and message). */
async function refusal(href: string): Promise<ApiError> {
  // HEAD has no body: ask again with GET for the envelope (a refused GET sends no file and records nothing).
  const res = await fetch(href, { credentials: 'same-origin', cache: 'no-store' });
  let json: { code?: string; content?: TErrorContent } | undefined;
  try {
    json = (await res.json()) as typeof json;
  } catch {
    json = undefined;
  }
  return new ApiError(json?.code ?? 'ServerValidation.500DownloadError', {
    status: res.status,
    url: href,
    content: json?.content,
    json,
  });
}

/**
 * A download handed to the browser's own download manager, which fetches the file to disk and
 * resumes it with HTTP Range after a broken connection (the server answers 206); never a blob in
 * memory. A HEAD request first checks that the file may be fetched, so a refusal shows the spec's
 * download error (section 8) instead of a failed browser download.
 */
export function DownloadLink(props: { href: string; fileName: string; label: string; testId: string }) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      const head = await fetch(props.href, { method: 'HEAD', credentials: 'same-origin', cache: 'no-store' });
      if (!head.ok) throw await refusal(props.href);
      const a = document.createElement('a');
      a.href = props.href;
      a.download = props.fileName;
      document.body.append(a);
      a.click();
      a.remove();
    } catch (e) {
      notifications.show({
        id: 'FileDownloadFile',
        title: intl.formatMessage(errorMessages['ServerValidation.500DownloadError']),
        message: errorMessage(e),
        color: 'red',
        autoClose: 5000,
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      component="a"
      href={props.href}
      download={props.fileName}
      size="compact-sm"
      variant="light"
      loading={busy}
      leftSection={<IconDownload size={14} aria-hidden />}
      aria-label={intl.formatMessage(m.downloadFile, { file: props.fileName })}
      onClick={(e: React.MouseEvent) => {
        e.preventDefault();
        e.stopPropagation();
        void start();
      }}
      data-testid={props.testId}
    >
      {props.label}
    </Button>
  );
}

/** A publication date: the day only (the catalogue dates releases by the day, in UTC). */
export function PublishedOn(props: { at: string; intl: IntlShape }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
      {props.intl.formatDate(props.at, { dateStyle: 'medium', timeZone: 'UTC' })}
    </Text>
  );
}
