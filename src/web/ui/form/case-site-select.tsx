import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { TCaseSites } from '../../../shared/contracts/sites.ts';
import { api } from '../../lib/http.ts';

/**
 * The sites a new case or ticket may name (issue 32 point 2): the account's sites flagged 'show in
 * case management'. An account without any keeps the free text field.
 */
export function useCaseSites(accountId: string) {
  return useQuery({
    queryKey: ['sites', 'case-management', accountId],
    queryFn: ({ signal }) => api.get<TCaseSites>('/mapi/sites/case-management', { account_id: accountId }, { signal }),
  });
}

/**
 * The site of a new case or ticket as a pick from the account's sites: `siteRef` is the picked
 * site's key, and the form's `site` takes its label (what the case shows), so the schema's rules on
 * `site` (required for a ticket) hold as for typed text.
 */
export function CaseSiteSelect(props: {
  sites: TCaseSites['sites'];
  siteRef: string;
  label: string;
  placeholder: string;
  required?: boolean;
  error?: ReactNode;
  testId: string;
  onPick(siteRef: string, label: string): void;
}) {
  return (
    <Select
      name="site"
      label={props.label}
      placeholder={props.placeholder}
      required={props.required}
      // Not searchable: a searchable Select opens its list when focused, and the form focuses the
      // first field in error, which left a scrolling list open over the form (axe:
      // scrollable-region-focusable in e2e/tickets.e2e.ts).
      clearable={!props.required}
      data={props.sites.map((s) => ({ value: String(s.id), label: s.label }))}
      value={props.siteRef || null}
      onChange={(value) => {
        const site = props.sites.find((s) => String(s.id) === value);
        props.onPick(site ? String(site.id) : '', site?.label ?? '');
      }}
      error={props.error}
      comboboxProps={{ withinPortal: true }}
      data-path="site"
      data-testid={props.testId}
    />
  );
}
