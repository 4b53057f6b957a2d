import { Badge, List, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { TAccount } from '../../../../shared/contracts/session.ts';
import { commonMessages } from '../../../../shared/i18n/common-messages.ts';
import { contractColumnMessages } from '../../../../shared/i18n/contract-messages.ts';
import { screenPath } from '../../../lib/screens.ts';
import { DetailLayout, DetailPage, DetailSection } from '../../../ui/detail-page/detail-page.tsx';
import { FactGrid } from '../../../ui/fact-grid/fact-grid.tsx';
import { useContractDetail } from '../api/use-contracts.ts';
import { ContractStatusBadge } from '../components/contract-status-badge.tsx';
import { CoverageListView } from '../components/coverage-list-view.tsx';
import { formatDay } from '../components/day.ts';
import { RenewalSection } from '../components/renewal-section.tsx';
import { contractMessages as m, contractValueMessage } from '../contract-messages.ts';

/** One contract: its terms, its services, its renewal, and its covered assets (the coverage list, contract fixed). */
export function ContractDetail(props: { account: TAccount; contractNumber: string }) {
  const intl = useIntl();
  const accountId = props.account.account_id;
  const query = useContractDetail(accountId, props.contractNumber);
  return (
    <DetailPage
      query={query}
      listTo={screenPath(accountId, 'Contracts')}
      backLabel={intl.formatMessage(m.back)}
      loadingHeights={[200, 200]}
      unavailable={{
        testId: 'contract-unavailable',
        title: intl.formatMessage(m.unavailableTitle),
        notFound: intl.formatMessage(m.unavailableBody, { number: props.contractNumber }),
      }}
    >
      {(c, back) => {
        const label = (k: keyof typeof contractColumnMessages) => intl.formatMessage(contractColumnMessages[k]);
        const yesNo = (v: boolean) => intl.formatMessage(v ? commonMessages.yes : commonMessages.no);
        const terms: [string, ReactNode][] = [
          [label('type'), intl.formatMessage(contractValueMessage(contractColumnMessages.type.id, c.type))],
          [label('status'), intl.formatMessage(contractValueMessage(contractColumnMessages.status.id, c.status))],
          [label('startDate'), formatDay(intl, c.startDate)],
          [label('expirationDate'), c.expirationDate ? formatDay(intl, c.expirationDate) : intl.formatMessage(m.noExpiration)],
          [label('autoRenew'), yesNo(c.autoRenew)],
          [label('evergreen'), yesNo(c.evergreen)],
          [label('servicesCount'), intl.formatNumber(c.servicesCount)],
        ];
        return (
          <Stack gap="lg">
            <DetailLayout
              testId="contract-detail"
              back={back}
              number={intl.formatMessage(m.contractNumber, { number: c.contractNumber })}
              title={c.name}
              badges={
                <>
                  <ContractStatusBadge status={c.status} renewalPendingSince={c.renewalPendingSince} size="md" />
                  <Badge variant="default" size="md" tt="none">
                    {intl.formatMessage(contractValueMessage(contractColumnMessages.type.id, c.type))}
                  </Badge>
                </>
              }
              main={
                <>
                  <DetailSection id="contract-terms-title" title={intl.formatMessage(m.groupTerms)}>
                    <FactGrid facts={terms} testId="contract-terms" />
                  </DetailSection>
                  <DetailSection id="contract-services-title" title={intl.formatMessage(m.groupServices)}>
                    {c.services.length === 0 ? (
                      <Text size="sm" c="dimmed">
                        {intl.formatMessage(m.noServices)}
                      </Text>
                    ) : (
                      <List spacing={6} size="sm" data-testid="contract-services">
                        {c.services.map((s) => (
                          <List.Item key={s.lineNo}>
                            <Text size="sm" fw={500} span>
                              {s.name}
                            </Text>
                            {s.description && (
                              <Text size="sm" c="dimmed">
                                {s.description}
                              </Text>
                            )}
                          </List.Item>
                        ))}
                      </List>
                    )}
                  </DetailSection>
                </>
              }
              side={
                <DetailSection id="contract-renewal-title" title={intl.formatMessage(m.renewalTitle)}>
                  <RenewalSection account={props.account} contract={c} />
                </DetailSection>
              }
            />
            <CoverageListView
              accountId={accountId}
              contract={c.contractNumber}
              caption={intl.formatMessage(m.assetsCaption, { number: c.contractNumber })}
              testId="contract-assets"
              heading={
                <Stack gap={2}>
                  <Text component="h2" fw={700} size="lg">
                    {intl.formatMessage(m.groupAssets)}
                  </Text>
                  <Text size="sm" c="dimmed" data-testid="contract-assets-summary">
                    {intl.formatMessage(m.assetsSummary, { total: c.assets.total, out: c.assets.outOfCoverage })}
                  </Text>
                </Stack>
              }
            />
          </Stack>
        );
      }}
    </DetailPage>
  );
}
