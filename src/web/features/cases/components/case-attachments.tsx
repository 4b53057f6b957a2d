import { Alert, Anchor, Button, FileButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFile, IconPaperclip } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { TCaseAttachment } from '../../../../shared/contracts/cases.ts';
import { UPLOAD_ACCEPT, UPLOAD_EXTENSIONS } from '../../../../shared/domain/uploads.ts';
import { errorMessages } from '../../../../shared/errors.ts';
import type { TTransferProgress } from '../../../lib/transfer-progress.ts';
import { fileUploadMessages } from '../../../ui/file-upload/file-upload-messages.ts';
import { checkFile } from '../../../ui/file-upload/file-check.ts';
import { UploadProgress } from '../../../ui/file-upload/upload-progress.tsx';
import { useAttachmentMaxMb } from '../../../ui/file-upload/use-attachment-max-mb.ts';
import { formatBytes } from '../../../ui/format/byte-size.ts';
import { shortenMiddle } from '../../../ui/format/shorten.ts';
import { useErrorMessage } from '../../../ui/use-error-message.ts';
import { useFocusBack } from '../../../ui/use-focus-back.ts';
import { casePaths } from '../api/case-paths.ts';
import { useUploadAttachment } from '../api/use-case-detail.ts';
import { caseDetailMessages as m } from '../case-detail-messages.ts';

/** A case's files (download links) and a one-click upload with progress. */
export function CaseAttachments(props: {
  accountId: string;
  caseNumber: string;
  attachments: readonly TCaseAttachment[];
  canWrite: boolean;
}) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const maxMb = useAttachmentMaxMb();
  const upload = useUploadAttachment(props.accountId, props.caseNumber);
  const [progress, setProgress] = useState<{ name: string; p: TTransferProgress } | undefined>(undefined);
  const [problem, setProblem] = useState<string | undefined>(undefined);

  const send = (file: File | null) => {
    if (!file) return;
    upload.reset();
    const check = checkFile(file, maxMb);
    setProblem(check ? intl.formatMessage(errorMessages[check.code], check.values) : undefined);
    if (check) return;
    setProgress({ name: file.name, p: { loaded: 0, total: file.size } });
    upload.mutate(
      { file, onProgress: (p) => setProgress({ name: file.name, p }) },
      {
        onSuccess: () => notifications.show({ message: intl.formatMessage(m.uploaded, { name: shortenMiddle(file.name) }), color: 'green' }),
        onSettled: () => setProgress(undefined),
      },
    );
  };
  const failure = problem ?? (upload.isError ? errorMessage(upload.error) : undefined);
  const uploadButton = useRef<HTMLButtonElement>(null);
  useFocusBack(uploadButton, upload.isPending);

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="case-attachments-title">
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id="case-attachments-title">
            {intl.formatMessage(m.attachments)}
          </Title>
          {props.canWrite && (
            <FileButton onChange={send} accept={UPLOAD_ACCEPT}>
              {(buttonProps) => (
                <Button
                  {...buttonProps}
                  ref={uploadButton}
                  size="xs"
                  variant="light"
                  leftSection={<IconPaperclip size={14} aria-hidden />}
                  loading={upload.isPending}
                  data-testid="attachment-upload"
                >
                  {intl.formatMessage(m.uploadFile)}
                </Button>
              )}
            </FileButton>
          )}
        </Group>
        {failure && (
          <Alert color="red" variant="light" role="alert" data-testid="attachment-error">
            {failure}
          </Alert>
        )}
        {progress && <UploadProgress name={progress.name} progress={progress.p} />}
        {props.attachments.length === 0 ? (
          <Text size="sm" c="dimmed">
            {intl.formatMessage(m.noAttachments)}
          </Text>
        ) : (
          <Stack gap={6} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="attachments">
            {props.attachments.map((a) => (
              <Group key={a.id} component="li" gap="xs" wrap="nowrap" data-testid="attachment">
                <IconFile size={16} aria-hidden style={{ flex: 'none' }} />
                <Anchor
                  size="sm"
                  href={`${casePaths.attachment(props.caseNumber, a.id)}?account_id=${encodeURIComponent(props.accountId)}`}
                  download={a.fileName}
                  title={a.fileName}
                  aria-label={a.fileName}
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {shortenMiddle(a.fileName)}
                </Anchor>
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {formatBytes(intl, a.sizeBytes)}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
        {props.canWrite && (
          <Text size="xs" c="dimmed">
            {intl.formatMessage(fileUploadMessages.allowed, {
              extensions: UPLOAD_EXTENSIONS.map((e) => `.${e}`).join(', '),
              maxMb,
            })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
