import { Autocomplete, Group, Stack, Text } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { type TOrderLookupAnswer } from '../../../../shared/contracts/orders.ts';
import { orderLookupMessages } from '../../../../shared/i18n/order-messages.ts';
import { api } from '../../../lib/http.ts';
import { WithCharacterCount } from '../../../ui/form/character-count.tsx';

/** One of the two fields: its form props, label, limit and (when shown) description. */
interface TField {
  /** The form's props of the field (value, change, error ...). */
  input: GetInputPropsReturnType;
  /** The field's text as typed. */
  value: string;
  label: string;
  max: number | undefined;
}

/**
 * The case's order number and line (spec section 3, case creation fields): both typed freely, or
 * picked from the account's orders (GET /mapi/orders/lookup: order or PO numbers starting with what
 * is typed), then from the chosen order's lines. Without suggestions (none match, or the user may
 * not read orders) they are plain text fields.
 */
export function OrderLineFields(props: { accountId: string; orderNumber: TField; orderLine: TField }) {
  const intl = useIntl();
  const typed = props.orderNumber.value.trim();
  const [q] = useDebouncedValue(typed, 250);
  const lookup = useQuery({
    queryKey: ['orders', 'lookup', props.accountId, q],
    queryFn: ({ signal }) =>
      api.get<TOrderLookupAnswer>('/mapi/orders/lookup', { account_id: props.accountId, q }, { signal }),
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 60_000,
  });
  const orders = lookup.data?.orders ?? [];
  const chosen = orders.find((o) => o.orderNumber.toLowerCase() === typed.toLowerCase());
  const orderByNumber = new Map(orders.map((o) => [o.orderNumber, o]));
  const lineByNumber = new Map((chosen?.lines ?? []).map((l) => [String(l.lineNumber), l]));
  return (
    <>
      <WithCharacterCount
        value={props.orderNumber.value}
        max={props.orderNumber.max}
        testId="count-orderNumber"
      >
        <Autocomplete
          {...props.orderNumber.input}
          name="orderNumber"
          label={props.orderNumber.label}
          description={intl.formatMessage(orderLookupMessages.hint)}
          // The hint under the input keeps it level with the line's input beside it.
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          data={orders.map((o) => o.orderNumber)}
          // The server already matched what was typed (order or PO number): show its answer as is.
          filter={({ options }) => options}
          renderOption={({ option }) => {
            const o = orderByNumber.get(option.value);
            return (
              <Stack gap={0}>
                <Text size="sm">
                  {o?.poNumber
                    ? intl.formatMessage(orderLookupMessages.orderOption, {
                        number: option.value,
                        po: o.poNumber,
                      })
                    : option.value}
                </Text>
                {o && (
                  <Text size="xs" c="dimmed">
                    {o.status}
                  </Text>
                )}
              </Stack>
            );
          }}
          data-testid="field-orderNumber"
        />
      </WithCharacterCount>
      <WithCharacterCount value={props.orderLine.value} max={props.orderLine.max} testId="count-orderLine">
        <Autocomplete
          {...props.orderLine.input}
          name="orderLine"
          label={props.orderLine.label}
          data={(chosen?.lines ?? []).map((l) => String(l.lineNumber))}
          renderOption={({ option }) => {
            const l = lineByNumber.get(option.value);
            return (
              <Group gap="xs" wrap="nowrap">
                <Text size="sm">
                  {intl.formatMessage(orderLookupMessages.lineOption, {
                    line: option.value,
                    part: l?.partNumber ?? '',
                  })}
                </Text>
                {l?.description && (
                  <Text size="xs" c="dimmed">
                    {l.description}
                  </Text>
                )}
              </Group>
            );
          }}
          inputMode="numeric"
          data-testid="field-orderLine"
        />
      </WithCharacterCount>
    </>
  );
}
