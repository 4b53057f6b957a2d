import { Alert, Anchor, Button, FileButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFile, IconPaperclip } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { UseMutationResult } from '@tanstack/react-query';
import type { TAttachment } from '../../../shared/contracts/notes.ts';
import { UPLOAD_ACCEPT, UPLOAD_EXTENSIONS } from '../../../shared/domain/uploads.ts';
import { errorMessages } from '../../../shared/errors.ts';
import type { TTransferProgress } from '../../lib/transfer-progress.ts';
import { fileUploadMessages } from '../file-upload/file-upload-messages.ts';
import { checkFile } from '../file-upload/file-check.ts';
import { UploadProgress } from '../file-upload/upload-progress.tsx';
import { useAttachmentMaxMb } from '../file-upload/use-attachment-max-mb.ts';
import { formatBytes } from '../format/byte-size.ts';
import { shortenMiddle } from '../format/shorten.ts';
import { useErrorMessage } from '../use-error-message.ts';
import { useFocusBack } from '../use-focus-back.ts';
import { notesMessages as m } from './notes-messages.ts';

/** The upload of one file to a case or a ticket (its feature's mutation). */
export type TUploadMutation = UseMutationResult<
  unknown,
  Error,
  { file: File; onProgress?: (p: TTransferProgress) => void; signal?: AbortSignal }
>;

/** The files of a case or a ticket (download links) and a one-click upload with progress. */
export function AttachmentsSection(props: {
  /** Heading id (`<idPrefix>-attachments-title`). */
  idPrefix: string;
  attachments: readonly TAttachment[];
  /** Where one file downloads. */
  href: (attachmentId: string) => string;
  upload: TUploadMutation;
  canWrite: boolean;
}) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const maxMb = useAttachmentMaxMb();
  const { upload } = props;
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
        onSuccess: () =>
          notifications.show({
            message: intl.formatMessage(m.uploaded, { name: shortenMiddle(file.name) }),
            color: 'green',
          }),
        onSettled: () => setProgress(undefined),
      },
    );
  };
  const failure = problem ?? (upload.isError ? errorMessage(upload.error) : undefined);
  const uploadButton = useRef<HTMLButtonElement>(null);
  useFocusBack(uploadButton, upload.isPending);

  return (
    <Paper
      withBorder
      p="lg"
      radius="md"
      component="section"
      aria-labelledby={`${props.idPrefix}-attachments-title`}
    >
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id={`${props.idPrefix}-attachments-title`}>
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
          <Stack
            gap={6}
            component="ul"
            style={{ listStyle: 'none', margin: 0, padding: 0 }}
            data-testid="attachments"
          >
            {props.attachments.map((a) => (
              <Group key={a.id} component="li" gap="xs" wrap="nowrap" data-testid="attachment">
                <IconFile size={16} aria-hidden style={{ flex: 'none' }} />
                <Anchor
                  size="sm"
                  href={props.href(a.id)}
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
