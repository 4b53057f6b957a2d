import { Alert, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { z } from 'zod';
import { ZAddNoteRequest, type ZCaseNote } from '../../../../shared/contracts/cases.ts';
import { NOTE_IN_REPORTS_WITHIN_HOURS } from '../../../../shared/domain/cases.ts';
import { zodFieldErrors } from '../../../lib/field-messages.ts';
import type { TTransferProgress } from '../../../lib/transfer-progress.ts';
import { AttachmentField } from '../../../ui/file-upload/attachment-field.tsx';
import { checkFile } from '../../../ui/file-upload/file-check.ts';
import { useAttachmentMaxMb } from '../../../ui/file-upload/use-attachment-max-mb.ts';
import { CharacterCount } from '../../../ui/form/character-count.tsx';
import { maxLengths } from '../../../ui/form/text-limit.ts';
import { useErrorMessage } from '../../../ui/use-error-message.ts';
import { useFocusBack } from '../../../ui/use-focus-back.ts';
import { useAddNote } from '../api/use-case-detail.ts';
import { caseDetailMessages as m } from '../case-detail-messages.ts';
import { newestFirst } from '../newest-first.ts';
import formClasses from '../../../ui/form/form.module.css';

type TNote = z.infer<typeof ZCaseNote>;

const NOTE_MAX = maxLengths(ZAddNoteRequest).body;

/** The notes of a case, newest first, and the Add note form (with an optional file). */
export function CaseNotes(props: { accountId: string; caseNumber: string; notes: readonly TNote[]; canWrite: boolean }) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const maxMb = useAttachmentMaxMb();
  const addNote = useAddNote(props.accountId, props.caseNumber);
  const [body, setBody] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>(undefined);
  const [progress, setProgress] = useState<TTransferProgress | undefined>(undefined);
  const [failure, setFailure] = useState<unknown>(undefined);
  const label = intl.formatMessage(m.newNote);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(undefined);
    const parsed = ZAddNoteRequest.safeParse({ account_id: props.accountId, body });
    if (!parsed.success) {
      setError(zodFieldErrors(intl, parsed.error.issues, () => label).body);
      return;
    }
    if (file && checkFile(file, maxMb)) return;
    setError(undefined);
    try {
      if (file) setProgress({ loaded: 0, total: file.size });
      await addNote.mutateAsync({ body: parsed.data.body, file: file ?? undefined, onProgress: setProgress });
      setBody('');
      setFile(null);
      notifications.show({ message: intl.formatMessage(m.noteAdded), color: 'green' });
    } catch (err) {
      setFailure(err);
    } finally {
      setProgress(undefined);
    }
  };

  const busy = addNote.isPending || progress !== undefined;
  const submitButton = useRef<HTMLButtonElement>(null);
  useFocusBack(submitButton, busy);
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="case-notes-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="case-notes-title">
          {intl.formatMessage(m.notes)}
        </Title>
        {props.canWrite && (
          <form onSubmit={(e) => void submit(e)} noValidate className={formClasses.form} data-testid="note-form">
            <Stack gap="sm">
              {failure !== undefined && (
                <Alert color="red" variant="light" role="alert">
                  {errorMessage(failure)}
                </Alert>
              )}
              <Textarea
                label={label}
                description={intl.formatMessage(m.noteInReports, { hours: NOTE_IN_REPORTS_WITHIN_HOURS })}
                value={body}
                onChange={(e) => setBody(e.currentTarget.value)}
                error={error}
                autosize
                minRows={3}
                maxRows={10}
                required
                disabled={busy}
                data-testid="note-body"
              />
              <CharacterCount value={body} max={NOTE_MAX} testId="count-note" />
              <AttachmentField
                label={intl.formatMessage(m.noteFile)}
                value={file}
                onChange={setFile}
                maxMb={maxMb}
                progress={progress}
                disabled={busy}
                testId="note-file"
              />
              <Group justify="flex-end">
                <Button ref={submitButton} type="submit" loading={busy} data-testid="note-submit">
                  {intl.formatMessage(m.addNote)}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
        {props.notes.length === 0 ? (
          <Text size="sm" c="dimmed">
            {intl.formatMessage(m.noNotes)}
          </Text>
        ) : (
          <Stack gap="sm" component="ol" style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="notes">
            {newestFirst(props.notes).map((n) => (
              <li key={n.id} data-testid="note">
                <Paper withBorder radius="sm" p="sm" bg="var(--mantine-color-gray-0)">
                  <Text size="xs" c="dimmed" mb={4}>
                    {intl.formatMessage(m.noteBy, {
                      author: n.author,
                      time: intl.formatDate(n.createdAt, { dateStyle: 'medium', timeStyle: 'short' }),
                    })}
                  </Text>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {n.body}
                  </Text>
                </Paper>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
