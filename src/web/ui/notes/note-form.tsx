import { Alert, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { ZAddNoteRequest, type TNote } from '../../../shared/contracts/notes.ts';
import { NOTE_IN_REPORTS_WITHIN_HOURS } from '../../../shared/domain/cases.ts';
import { zodFieldErrors } from '../../lib/field-messages.ts';
import type { TTransferProgress } from '../../lib/transfer-progress.ts';
import { AttachmentField } from '../file-upload/attachment-field.tsx';
import { checkFile } from '../file-upload/file-check.ts';
import { useAttachmentMaxMb } from '../file-upload/use-attachment-max-mb.ts';
import { CharacterCount } from '../form/character-count.tsx';
import { maxLengths } from '../form/text-limit.ts';
import { useErrorMessage } from '../use-error-message.ts';
import { useFocusBack } from '../use-focus-back.ts';
import { newestFirst } from './newest-first.ts';
import { notesMessages as m } from './notes-messages.ts';
import formClasses from '../form/form.module.css';

const NOTE_MAX = maxLengths(ZAddNoteRequest).body;

/** Sends a note, with a file first when there is one (a case's or a ticket's API). */
export type TAddNote = (v: {
  body: string;
  file?: File;
  onProgress?: (p: TTransferProgress) => void;
}) => Promise<unknown>;

/** The Add note form of a case or a ticket, with an optional file. */
export function NoteForm(props: { accountId: string; addNote: TAddNote; pending: boolean }) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const maxMb = useAttachmentMaxMb();
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
      await props.addNote({ body: parsed.data.body, file: file ?? undefined, onProgress: setProgress });
      setBody('');
      setFile(null);
      notifications.show({ message: intl.formatMessage(m.noteAdded), color: 'green' });
    } catch (err) {
      setFailure(err);
    } finally {
      setProgress(undefined);
    }
  };

  const busy = props.pending || progress !== undefined;
  const submitButton = useRef<HTMLButtonElement>(null);
  useFocusBack(submitButton, busy);
  return (
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
  );
}

/** Notes newest first, each signed with its author and time (a ticket's; a case shows them on its timeline). */
export function NoteList(props: { notes: readonly TNote[] }) {
  const intl = useIntl();
  if (props.notes.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {intl.formatMessage(m.noNotes)}
      </Text>
    );
  }
  return (
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
  );
}
