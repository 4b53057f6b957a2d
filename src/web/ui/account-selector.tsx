import { defineMessages } from '../../shared/i18n/define.ts';
import { Select } from '@mantine/core';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { accountOptions, type TTechnology } from '../../shared/domain/accounts.ts';
import { useSession } from '../lib/session.tsx';

const messages = defineMessages({
  label: { id: 'Shell.account', defaultMessage: 'Account' },
  nothingFound: { id: 'Shell.accountNotFound', defaultMessage: 'No matching account' },
});

/**
 * The account selector: options '{name} - {TECHNOLOGY}' sorted by label (spec section 3);
 * choosing one moves to the same section of that account.
 */
export function AccountSelector(props: { accountId: string; fullWidth?: boolean }) {
  const intl = useIntl();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const data = useMemo(
    () =>
      accountOptions(
        (session.status?.accounts ?? []).map((a) => ({
          id: a.account_id,
          name: a.name,
          technology: a.technology as TTechnology,
        })),
      ),
    [session.status?.accounts],
  );
  const change = (next: string | null) => {
    if (!next || next === props.accountId) return;
    const section = location.pathname.split('/')[2] ?? 'Dashboard';
    navigate(`/${encodeURIComponent(next)}/${section}`);
  };
  return (
    <Select
      aria-label={intl.formatMessage(messages.label)}
      data={data}
      value={props.accountId}
      onChange={change}
      searchable
      nothingFoundMessage={intl.formatMessage(messages.nothingFound)}
      allowDeselect={false}
      w={props.fullWidth ? '100%' : { base: 180, sm: 320 }}
      comboboxProps={{ withinPortal: true }}
      data-testid="account-selector"
    />
  );
}
