import { defineMessages } from '../../../../shared/i18n/define.ts';
import { useIntl } from 'react-intl';
import { useAccountDetails } from '../../../lib/session.tsx';
import { FactList } from '../../../ui/widgets/fact-list.tsx';
import { WidgetLoading } from '../../../ui/widgets/widget-loading.tsx';
import type { TWidgetProps } from '../../../lib/widgets.ts';

export const accountSummaryMessages = defineMessages({
  title: { id: 'Widget.accountSummary', defaultMessage: 'Account summary' },
  account: { id: 'Dashboard.account', defaultMessage: 'Account' },
  accountId: { id: 'Widget.accountId', defaultMessage: 'Account number' },
  role: { id: 'Dashboard.role', defaultMessage: 'Your role' },
  roleValue: {
    id: 'Dashboard.roleValue',
    defaultMessage: '{role, select, Administrator {Administrator} User {User} Guest {Guest} other {{role}}}',
  },
  technology: { id: 'Dashboard.technology', defaultMessage: 'Technology' },
  package: { id: 'Dashboard.package', defaultMessage: 'Service package' },
  region: { id: 'Dashboard.region', defaultMessage: 'Region' },
  level: { id: 'Widget.level', defaultMessage: 'Service level' },
  levelValue: {
    id: 'Widget.levelValue',
    defaultMessage: '{level, select, managed {Managed} renew {Renew} other {{level}}}',
  },
  country: { id: 'Widget.country', defaultMessage: 'Country' },
});

/** Account summary: the account's facts from GET /mapi/accounts/details (merged into the session's account). */
export function AccountSummaryWidget(props: TWidgetProps) {
  const intl = useIntl();
  const { data: a } = useAccountDetails(props.account, { throwOnError: true });
  if (!a) return <WidgetLoading />;
  const country = (() => {
    try {
      return new Intl.DisplayNames([intl.locale], { type: 'region' }).of(a.country_code) ?? a.country_code;
    } catch {
      return a.country_code;
    }
  })();
  const m = accountSummaryMessages;
  return (
    <FactList
      facts={[
        { label: intl.formatMessage(m.account), value: a.name, testId: 'summary-name' },
        { label: intl.formatMessage(m.accountId), value: a.account_id },
        {
          label: intl.formatMessage(m.role),
          value: intl.formatMessage(m.roleValue, { role: a.role }),
          testId: 'summary-role',
        },
        { label: intl.formatMessage(m.technology), value: a.technology_display },
        { label: intl.formatMessage(m.package), value: a.package_name_display || '—' },
        {
          label: intl.formatMessage(m.level),
          value: intl.formatMessage(m.levelValue, { level: a.level || '—' }),
        },
        { label: intl.formatMessage(m.region), value: a.region },
        { label: intl.formatMessage(m.country), value: country },
      ]}
    />
  );
}
