import { CloseButton, FileInput, Stack } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { UPLOAD_ACCEPT, UPLOAD_EXTENSIONS } from '../../../shared/domain/uploads.ts';
import { errorMessages } from '../../../shared/errors.ts';
import type { TTransferProgress } from '../../lib/transfer-progress.ts';
import { checkFile } from './file-check.ts';
import { shortenMiddle } from '../format/shorten.ts';
import { fileUploadMessages as m } from './file-upload-messages.ts';
import { UploadProgress } from './upload-progress.tsx';

/** The chosen file's name, shortened in the middle (spec section 9) so its extension stays in view. */
function FileNameValue({ value }: { value: File | File[] | null }) {
  const name = Array.isArray(value) ? value.map((f) => f.name).join(', ') : (value?.name ?? '');
  return <span title={name}>{shortenMiddle(name)}</span>;
}

/**
 * One attachment: a file input limited to the spec's extensions, the allowed types and size said
 * up front, the browser-side check shown at once, and the upload's progress while it runs.
 */
export function AttachmentField(props: {
  label: string;
  value: File | null;
  onChange(file: File | null): void;
  maxMb: number;
  /** An error from the server, already translated. */
  error?: string;
  progress?: TTransferProgress;
  disabled?: boolean;
  name?: string;
  testId?: string;
  /** A form's mark on its input (`data-path`, as Mantine's `getInputProps` gives it), and the touch handlers. */
  'data-path'?: string;
  onFocus?(): void;
  onBlur?(): void;
}) {
  const intl = useIntl();
  const problem = props.value ? checkFile(props.value, props.maxMb) : undefined;
  const localError = problem ? intl.formatMessage(errorMessages[problem.code], problem.values) : undefined;
  return (
    <Stack gap={6}>
      <FileInput
        label={props.label}
        description={intl.formatMessage(m.allowed, {
          extensions: UPLOAD_EXTENSIONS.map((e) => `.${e}`).join(', '),
          maxMb: props.maxMb,
        })}
        placeholder={intl.formatMessage(m.placeholder)}
        accept={UPLOAD_ACCEPT}
        value={props.value}
        valueComponent={FileNameValue}
        onChange={props.onChange}
        leftSection={<IconPaperclip size={16} aria-hidden />}
        rightSection={
          props.value && !props.disabled ? (
            <CloseButton size="sm" aria-label={intl.formatMessage(m.remove)} onClick={() => props.onChange(null)} />
          ) : undefined
        }
        error={localError ?? props.error}
        disabled={props.disabled}
        name={props.name}
        data-path={props['data-path']}
        onFocus={props.onFocus}
        onBlur={props.onBlur}
        clearable={false}
        // The placeholder is text in a span here (not an input placeholder): it needs 4.5:1.
        styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
        data-testid={props.testId}
      />
      {props.progress && <UploadProgress name={props.value?.name ?? ''} progress={props.progress} />}
    </Stack>
  );
}
