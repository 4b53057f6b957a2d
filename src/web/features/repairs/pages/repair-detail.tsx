import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { TRepairAddress, TRepairDetail } from '../../../../shared/contracts/repairs.ts';
import type { TAccount } from '../../../../shared/contracts/session.ts';
import { errorMessages } from '../../../../shared/errors.ts';
import { commonMessages } from '../../../../shared/i18n/common-messages.ts';
import { repairColumnMessages } from '../../../../shared/i18n/repair-messages.ts';
import { screenPath } from '../../../lib/screens.ts';
import { useTimeZone } from '../../../lib/locale.tsx';
import { downloadFile, saveFile } from '../../../lib/transfer.ts';
import { DetailLayout, DetailPage, DetailSection } from '../../../ui/detail-page/detail-page.tsx';
import { FactGrid } from '../../../ui/fact-grid/fact-grid.tsx';
import { useErrorMessage } from '../../../ui/use-error-message.ts';
import { repairPaths, useRepairDetail } from '../api/use-repairs.ts';
import { RepairCancelSection } from '../components/repair-cancel-section.tsx';
import { RepairQuoteCard } from '../components/repair-quote-card.tsx';
import { RepairStatusBadge } from '../components/repair-status-badge.tsx';
import { ShippingDocuments } from '../components/shipping-documents.tsx';
import { repairLabelMessages } from '../../../../shared/i18n/repair-label-messages.ts';
import {
  repairMessages as m,
  quoteMessages,
  repairStepMessage,
  repairValueMessage,
} from '../repair-messages.ts';

type TFacts = [string, ReactNode][];

/** One repair: every field of spec section 3 in four groups, its timeline (newest first), its PDF. */
export function RepairDetail(props: { account: TAccount; repairNumber: string }) {
  const intl = useIntl();
  const accountId = props.account.account_id;
  const query = useRepairDetail(accountId, props.repairNumber);
  return (
    <DetailPage
      query={query}
      listTo={screenPath(accountId, 'Repairs')}
      backLabel={intl.formatMessage(m.back)}
      loadingHeights={[200, 200]}
      unavailable={{
        testId: 'repair-unavailable',
        title: intl.formatMessage(m.unavailableTitle),
        notFound: intl.formatMessage(m.unavailableBody, { number: props.repairNumber }),
      }}
    >
      {(r, back) => {
        const na = intl.formatMessage(commonMessages.notAvailable);
        const label = (k: keyof typeof repairColumnMessages) => intl.formatMessage(repairColumnMessages[k]);
        const text = (v: string | null) => (v === null || v === '' ? na : v);
        const date = (v: string | null) =>
          v ? intl.formatDate(v, { dateStyle: 'medium', timeStyle: 'short' }) : na;
        const yesNo = (v: boolean) => intl.formatMessage(v ? commonMessages.yes : commonMessages.no);
        const list = (items: readonly string[]) => (items.length ? items.join('; ') : na);
        const address = (a: TRepairAddress | null): ReactNode =>
          a ? (
            <Stack gap={0}>
              {[a.name, ...a.lines, [a.postalCode, a.city].filter(Boolean).join(' '), a.country].map(
                (line, i) => (
                  <Text key={i} size="sm">
                    {line}
                  </Text>
                ),
              )}
            </Stack>
          ) : (
            na
          );
        const device: TFacts = [
          [label('kind'), intl.formatMessage(repairValueMessage('kind', r.kind))],
          [label('deviceModel'), text(r.deviceModel)],
          [label('serialIn'), r.serialIn],
          [label('serialOut'), text(r.serialOut)],
          [label('firmwareVersion'), text(r.firmwareVersion)],
          [label('flashcodeVersion'), text(r.flashcodeVersion)],
          [label('radioPassword'), intl.formatMessage(r.radioPasswordSet ? m.passwordSet : m.passwordNotSet)],
          [label('encryption'), text(r.encryption)],
          [label('symptoms'), list(r.symptoms)],
          [label('depot'), r.depot],
          [label('srNumber'), text(r.srNumber)],
          [label('createdAt'), date(r.createdAt)],
          [label('updatedAt'), date(r.updatedAt)],
        ];
        const addresses: TFacts = [
          [label('billingAddress'), address(r.billingAddress)],
          [label('shippingAddress'), address(r.shippingAddress)],
          [label('endUserAddress'), address(r.endUserAddress)],
        ];
        const billing: TFacts = [
          [label('serviceType'), intl.formatMessage(repairValueMessage('serviceType', r.serviceType))],
          [label('customerNumber'), r.customerNumber],
          [label('contractNumber'), text(r.contractNumber)],
          [label('poNumber'), text(r.poNumber)],
          [
            label('estimateOption'),
            r.estimateOption
              ? intl.formatMessage(repairValueMessage('estimateOption', r.estimateOption))
              : na,
          ],
          [label('quoteNumber'), text(r.quoteNumber)],
          [
            label('unitPrice'),
            r.unitPrice === null
              ? na
              : r.currency
                ? intl.formatNumber(r.unitPrice, { style: 'currency', currency: r.currency })
                : intl.formatNumber(r.unitPrice),
          ],
          [label('currency'), text(r.currency)],
          [label('quotationDate'), date(r.quotationDate)],
          [label('ccInvoiceRecipient'), text(r.ccInvoiceRecipient)],
          [label('eInvoiceRecipients'), list(r.eInvoiceRecipients)],
        ];
        const approvals: TFacts = [
          [label('fmApproval'), yesNo(r.fmApproval)],
          [label('ulApproval'), yesNo(r.ulApproval)],
        ];
        return (
          <DetailLayout
            testId="repair-detail"
            back={back}
            number={intl.formatMessage(m.repairNumber, { number: r.repairNumber })}
            title={intl.formatMessage(m.detailTitle, {
              model: r.deviceModel ?? intl.formatMessage(repairValueMessage('kind', r.kind)),
              serial: r.serialIn,
            })}
            badges={
              <>
                <RepairStatusBadge status={r.status} size="md" />
                <Badge variant="default" size="md" tt="none">
                  {intl.formatMessage(repairValueMessage('kind', r.kind))}
                </Badge>
              </>
            }
            main={
              <>
                <DetailSection
                  id="repair-device-title"
                  title={intl.formatMessage(m.groupDevice)}
                  action={<RepairPdfButton accountId={accountId} repair={r} />}
                >
                  <FactGrid facts={device} testId="repair-device" />
                </DetailSection>
                <DetailSection id="repair-addresses-title" title={intl.formatMessage(m.groupAddresses)}>
                  <FactGrid facts={addresses} testId="repair-addresses" />
                </DetailSection>
                {r.quote && (
                  <DetailSection id="repair-quote-title" title={intl.formatMessage(quoteMessages.title)}>
                    <RepairQuoteCard account={props.account} repairNumber={r.repairNumber} quote={r.quote} />
                  </DetailSection>
                )}
                <DetailSection id="repair-billing-title" title={intl.formatMessage(m.groupBilling)}>
                  <FactGrid facts={billing} testId="repair-billing" />
                </DetailSection>
              </>
            }
            side={
              <>
                <RepairCancelSection account={props.account} repairNumber={r.repairNumber} />
                {r.requestNo && (
                  <DetailSection
                    id="repair-shipment-title"
                    title={intl.formatMessage(repairLabelMessages.documents)}
                  >
                    <ShippingDocuments
                      account={props.account}
                      repairNumber={r.repairNumber}
                      requestNo={r.requestNo}
                    />
                  </DetailSection>
                )}
                <DetailSection id="repair-timeline-title" title={intl.formatMessage(m.timeline)}>
                  <RepairTimeline repair={r} />
                </DetailSection>
                <DetailSection id="repair-approvals-title" title={intl.formatMessage(m.groupApprovals)}>
                  <FactGrid facts={approvals} testId="repair-approvals" />
                </DetailSection>
              </>
            }
          />
        );
      }}
    </DetailPage>
  );
}

/** The timeline, newest first (as the server answers it); shipped back shows its tracking number. */
function RepairTimeline(props: { repair: TRepairDetail }) {
  const intl = useIntl();
  if (props.repair.timeline.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {intl.formatMessage(m.noTimeline)}
      </Text>
    );
  return (
    <Stack
      gap={8}
      component="ol"
      style={{ listStyle: 'none', margin: 0, padding: 0 }}
      data-testid="repair-timeline"
    >
      {props.repair.timeline.map((e) => (
        <Group
          key={`${e.step}-${e.at}`}
          component="li"
          gap="xs"
          justify="space-between"
          wrap="wrap"
          data-testid="repair-step"
          data-step={e.step}
        >
          <Stack gap={0}>
            <Text size="sm" fw={600}>
              {intl.formatMessage(repairStepMessage(e.step))}
            </Text>
            {e.trackingNumber && (
              <Text size="sm" c="dimmed" data-testid="repair-tracking">
                {intl.formatMessage(m.trackingNumber, { number: e.trackingNumber })}
              </Text>
            )}
          </Stack>
          <Text size="sm" c="dimmed" component="time" dateTime={e.at}>
            {intl.formatDate(e.at, { dateStyle: 'medium', timeStyle: 'short' })}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

/** Downloads the repair's PDF (its name from the server: spec section 9). */
function RepairPdfButton(props: { accountId: string; repair: TRepairDetail }) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const [busy, setBusy] = useState(false);
  const timeZone = useTimeZone();
  const start = async () => {
    setBusy(true);
    try {
      const file = await downloadFile(repairPaths.pdf(props.repair.repairNumber), {
        account_id: props.accountId,
        tz: timeZone,
      });
      saveFile(file, `${props.repair.repairNumber}.pdf`);
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
      size="xs"
      variant="light"
      loading={busy}
      onClick={() => void start()}
      leftSection={<IconDownload size={14} aria-hidden />}
      data-testid="repair-pdf"
    >
      {intl.formatMessage(m.downloadPdf)}
    </Button>
  );
}
