import { Progress, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { progressPercent, type TTransferProgress } from '../../lib/transfer-progress.ts';
import { shortenMiddle } from '../format/shorten.ts';
import { fileUploadMessages as m } from './file-upload-messages.ts';

/**
 * An upload under way: a bar and "Uploading {name}... {percent}%" (the name shortened in the
 * middle, spec section 9), or a moving bar while the size is not known.
 */
export function UploadProgress(props: { name: string; progress: TTransferProgress }) {
  const intl = useIntl();
  const percent = progressPercent(props.progress);
  const name = shortenMiddle(props.name);
  return (
    <Stack gap={2} role="status">
      <Progress value={percent ?? 100} animated={percent === undefined} striped={percent === undefined} size="sm" aria-hidden />
      <Text size="xs" c="dimmed">
        {percent === undefined
          ? intl.formatMessage(m.uploadingUnknown, { name })
          : intl.formatMessage(m.uploading, { name, percent })}
      </Text>
    </Stack>
  );
}
