import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { TAccount } from '../../../../shared/contracts/session.ts';
import { roleAtLeast } from '../../../../shared/domain/permissions.ts';
import { REPAIR_REQUEST_MIN_ROLE } from '../../../../shared/domain/repairs.ts';
import { errorMessages } from '../../../../shared/errors.ts';
import { repairLabelMessages as m } from '../../../../shared/i18n/repair-label-messages.ts';
import { useTimeZone } from '../../../lib/locale.tsx';
import { downloadFile, saveFile } from '../../../lib/transfer.ts';
import { useErrorMessage } from '../../../ui/use-error-message.ts';

/** The shipping documents' routes (server: modules/repairs/document-routes.ts). */
export const shippingDocumentPaths = {
  label: (repairNumber: string) => `/mapi/repairs/${encodeURIComponent(repairNumber)}/label`,
  /** Every packing slip and label of the requests (`requests`: their numbers) in one PDF. */
  documents: '/mapi/repair-requests/documents',
};

/** Downloads a shipping document (the label of a repair, or the slips and labels of requests), saying why when it fails. */
function useShippingDownload<TKind extends string>() {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const [busy, setBusy] = useState<TKind | null>(null);
  const tz = useTimeZone();
  const download = async (
    kind: TKind,
    path: string,
    params: Record<string, string | string[]>,
    fallbackName: string,
  ) => {
    setBusy(kind);
    try {
      saveFile(await downloadFile(path, { ...params, tz }), fallbackName);
    } catch (e) {
      notifications.show({
        id: 'FileDownloadFile',
        title: intl.formatMessage(errorMessages['ServerValidation.500DownloadError']),
        message: errorMessage(e),
        color: 'red',
        autoClose: 5000,
      });
    } finally {
      setBusy(null);
    }
  };
  return { busy, download };
}

/**
 * The repair request a repair was sent in, with its shipping label and the request's labels and
 * packing slip to print (User role, as sending units in; Guests see the request only).
 */
export function ShippingDocuments(props: { account: TAccount; repairNumber: string; requestNo: string }) {
  const intl = useIntl();
  const { busy, download: save } = useShippingDownload<'label' | 'documents'>();
  const accountId = props.account.account_id;
  const download = (kind: 'label' | 'documents') =>
    kind === 'label'
      ? save(
          kind,
          shippingDocumentPaths.label(props.repairNumber),
          { account_id: accountId },
          `${props.repairNumber}.pdf`,
        )
      : save(
          kind,
          shippingDocumentPaths.documents,
          { account_id: accountId, requests: [props.requestNo] },
          `${props.requestNo}.pdf`,
        );
  return (
    <Stack gap="xs" data-testid="repair-shipment">
      <Text size="sm">{intl.formatMessage(m.shipment, { requestNo: props.requestNo })}</Text>
      {roleAtLeast(props.account.role, REPAIR_REQUEST_MIN_ROLE) && (
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            loading={busy === 'label'}
            onClick={() => void download('label')}
            leftSection={<IconPrinter size={14} aria-hidden />}
            data-testid="repair-label"
          >
            {intl.formatMessage(m.download)}
          </Button>
          <Button
            size="xs"
            variant="light"
            loading={busy === 'documents'}
            onClick={() => void download('documents')}
            leftSection={<IconPrinter size={14} aria-hidden />}
            data-testid="repair-shipping-documents"
          >
            {intl.formatMessage(m.documents)}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/**
 * After a checkout: every packing slip and label of its requests in one file (issue 30 point 7, "a
 * bulk cart prints all of them in one file").
 */
export function PrintAllShippingDocuments(props: { accountId: string; requests: string[] }) {
  const intl = useIntl();
  const { busy, download } = useShippingDownload<'all'>();
  return (
    <Button
      variant="light"
      loading={busy === 'all'}
      onClick={() =>
        void download(
          'all',
          shippingDocumentPaths.documents,
          { account_id: props.accountId, requests: props.requests },
          'shipping documents.pdf',
        )
      }
      leftSection={<IconPrinter size={16} aria-hidden />}
      data-testid="confirmation-print-all"
    >
      {intl.formatMessage(m.printAll)}
    </Button>
  );
}
