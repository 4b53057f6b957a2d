import { Affix, Button, Group, Loader, Menu, Paper, Progress, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconChevronDown,
  IconDownload,
  IconFileSpreadsheet,
  IconFileTypeCsv,
  IconFileTypePdf,
  IconFileZip,
  IconPrinter,
} from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { EXPORT_MAX_ROWS, type TExportFormat } from '../../../shared/contracts/list.ts';
import { errorMessages } from '../../../shared/errors.ts';
import { ApiError } from '../../lib/http.ts';
import { useTimeZone } from '../../lib/locale.tsx';
import { downloadFile, saveFile, transferUrl, type TTransferProgress } from '../../lib/transfer.ts';
import { progressPercent } from '../../lib/transfer-progress.ts';
import { useErrorMessage } from '../use-error-message.ts';
import { formatBytes } from '../format/byte-size.ts';
import { exportMenuMessages as m } from './export-menu-messages.ts';

const FORMATS = [
  { format: 'csv', icon: IconFileTypeCsv, label: m.csv, ext: 'csv' },
  { format: 'pdf', icon: IconFileTypePdf, label: m.pdf, ext: 'pdf' },
  { format: 'xlsx', icon: IconFileSpreadsheet, label: m.xlsx, ext: 'xlsx' },
  { format: 'print', icon: IconPrinter, label: m.print, ext: 'html' },
  { format: 'zip', icon: IconFileZip, label: m.zip, ext: 'zip' },
] as const;

/** The progress panel shows only for exports that take longer than this. */
const SHOW_PROGRESS_AFTER_MS = 400;

interface TJob {
  format: TExportFormat;
  controller: AbortController;
  progress: TTransferProgress;
}

export interface TExportMenuProps {
  /** The export route, e.g. /mapi/cases/export. */
  path: string;
  /** The list's query (filters, sort, account); paging keys are left out by the caller. */
  query: Record<string, string | string[] | undefined>;
  /** The shown columns, in order. */
  columns: readonly string[];
  /** File name when the server sends none. */
  fallbackName: string;
  /** Rows of the list as filtered (undefined while unknown): over EXPORT_MAX_ROWS nothing is requested. */
  total?: number;
}

/**
 * CSV, PDF, Excel, Print and All (ZIP) of the list as filtered (spec section 2): files stream with a
 * progress panel and a cancel button; Print opens the print page in a new tab; a failure is the
 * spec's download notification with the translated reason. A list known to have more than 8,000
 * rows is not requested at all, in any format: the notification says so at once (the server
 * refuses such an export anyway, with the same 413 message).
 */
export function ExportMenu(props: TExportMenuProps) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const [job, setJob] = useState<TJob | undefined>(undefined);
  const [panelVisible, setPanelVisible] = useState(false);
  const jobRef = useRef<TJob | undefined>(undefined);

  const jobKey = job?.controller;
  useEffect(() => {
    setPanelVisible(false);
    if (!jobKey) return;
    const timer = setTimeout(() => setPanelVisible(true), SHOW_PROGRESS_AFTER_MS);
    return () => clearTimeout(timer);
  }, [jobKey]);

  useEffect(() => () => jobRef.current?.controller.abort(), []);

  // Times in every format, and the date filters, follow the user's time zone.
  const timeZone = useTimeZone();
  const query = { ...props.query, columns: props.columns.join(','), tz: timeZone };

  const max = intl.formatNumber(EXPORT_MAX_ROWS);
  const overLimit = props.total !== undefined && props.total > EXPORT_MAX_ROWS;
  const notifyFailure = (message: string) =>
    notifications.show({
      id: 'FileDownloadFile',
      title: intl.formatMessage(errorMessages['ServerValidation.500DownloadError']),
      message,
      color: 'red',
      autoClose: 5000,
    });

  const start = async (format: TExportFormat, ext: string) => {
    if (overLimit) {
      notifyFailure(intl.formatMessage(errorMessages['ServerValidation.413ExportLimitExceeded'], { max: EXPORT_MAX_ROWS }));
      return;
    }
    if (format === 'print') {
      window.open(transferUrl(props.path, { ...query, format }), '_blank', 'noopener');
      return;
    }
    jobRef.current?.controller.abort();
    const controller = new AbortController();
    const next: TJob = { format, controller, progress: { loaded: 0, total: undefined } };
    jobRef.current = next;
    setJob(next);
    let last = 0;
    try {
      const file = await downloadFile(
        props.path,
        { ...query, format },
        {
          signal: controller.signal,
          onProgress: (progress) => {
            const now = performance.now();
            if (now - last < 100 && progress.loaded !== progress.total) return;
            last = now;
            setJob((j) => (j?.controller === controller ? { ...j, progress } : j));
          },
        },
      );
      saveFile(file, `${props.fallbackName}.${ext}`);
    } catch (e) {
      if (controller.signal.aborted) return;
      const error =
        e instanceof ApiError && e.code === 'ServerValidation.413ExportLimitExceeded' && !e.content?.values
          ? new ApiError(e.code, {
              status: e.status,
              url: e.url,
              content: { message: e.message, values: { max } },
            })
          : e;
      notifyFailure(errorMessage(error));
    } finally {
      if (jobRef.current === next) {
        jobRef.current = undefined;
        setJob(undefined);
      }
    }
  };

  const busy = !!job && !panelVisible;
  const percent = job ? progressPercent(job.progress) : undefined;
  const size = (bytes: number) => formatBytes(intl, bytes);
  const formatLabel = job ? intl.formatMessage(FORMATS.find((f) => f.format === job.format)!.label) : '';

  return (
    <>
      <Menu position="bottom-end" shadow="md" withinPortal>
        <Menu.Target>
          {/* Busy but not disabled (as `loading` would make it): the menu gives the focus back to it. */}
          <Button
            variant="default"
            size="sm"
            leftSection={busy ? <Loader size={16} aria-hidden /> : <IconDownload size={16} aria-hidden />}
            rightSection={<IconChevronDown size={14} aria-hidden />}
            aria-busy={busy || undefined}
            data-testid="export-menu"
          >
            {intl.formatMessage(m.export)}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {overLimit ? (
            <Menu.Label c="red.8" maw={280} style={{ whiteSpace: 'normal' }} data-testid="export-over-limit">
              {intl.formatMessage(m.overLimit, { total: intl.formatNumber(props.total!), max })}
            </Menu.Label>
          ) : (
            <Menu.Label>{intl.formatMessage(m.limitHint, { max })}</Menu.Label>
          )}
          {FORMATS.map((f) => (
            <Menu.Item
              key={f.format}
              leftSection={<f.icon size={16} aria-hidden />}
              onClick={() => void start(f.format, f.ext)}
              data-testid={`export-${f.format}`}
            >
              {intl.formatMessage(f.label)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      {job && panelVisible && (
        <Affix position={{ bottom: 20, right: 20 }} zIndex={300}>
          <Paper withBorder shadow="lg" p="md" radius="md" w={320} role="status" data-testid="export-progress">
            <Stack gap="xs">
              <Text size="sm" fw={600}>
                {intl.formatMessage(m.preparing, { format: formatLabel })}
              </Text>
              <Progress
                value={percent ?? 100}
                animated={percent === undefined}
                striped={percent === undefined}
                aria-label={intl.formatMessage(m.preparing, { format: formatLabel })}
                size="md"
              />
              <Group justify="space-between" wrap="nowrap">
                <Text size="xs" c="dimmed">
                  {job.progress.total && percent !== undefined
                    ? intl.formatMessage(m.receivedOf, { size: size(job.progress.loaded), total: size(job.progress.total) })
                    : intl.formatMessage(m.received, { size: size(job.progress.loaded) })}
                </Text>
                <Button size="compact-xs" variant="light" color="gray" onClick={() => job.controller.abort()}>
                  {intl.formatMessage(m.cancel)}
                </Button>
              </Group>
            </Stack>
          </Paper>
        </Affix>
      )}
    </>
  );
}
