import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  List,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Link, useOutletContext } from 'react-router';
import type {
  TCartItem,
  TCheckoutConfirmation,
  TStandaloneReason,
} from '../../../../../shared/contracts/repair-request.ts';
import type { TAccount } from '../../../../../shared/contracts/session.ts';
import { formatFieldMessage } from '../../../../lib/field-messages.ts';
import { ApiError } from '../../../../lib/http.ts';
import { screenPath } from '../../../../lib/screens.ts';
import { useErrorMessage } from '../../../../ui/use-error-message.ts';
import { brandName, CardFields } from '../../components/card-fields.tsx';
import { paymentMessages } from '../../../../../shared/i18n/payment-messages.ts';
import { useCart, useCheckout, useRemoveUnit, useRequestOptions } from '../request-api.ts';
import { requestMessages as m, serviceTypeMessage } from '../request-messages.ts';
import { PrintAllShippingDocuments } from '../../components/shipping-documents.tsx';

const REASONS: Record<TStandaloneReason, (typeof m)[keyof typeof m]> = {
  customerNumber: m.reasonCustomerNumber,
  addresses: m.reasonAddresses,
  depot: m.reasonDepot,
};

const usd = (intl: IntlShape, cents: number) =>
  intl.formatNumber(cents / 100, { style: 'currency', currency: 'USD' });

const reasonsText = (intl: IntlShape, reasons: readonly TStandaloneReason[]) =>
  intl.formatList(reasons.map((r) => intl.formatMessage(REASONS[r])));

/**
 * Route module of the repair cart (Repairs/Cart): the units (changed or removed one by one), which
 * go standalone and why before anything is sent, the total by card in USD, the terms, the card when
 * something is paid, the checkout, then the confirmation with the new repair and request numbers.
 */
export function Component() {
  const account = useOutletContext<TAccount>();
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const accountId = account.account_id;
  const options = useRequestOptions(accountId);
  const allowed = options.data?.canCreateRma === true;
  const cart = useCart(accountId, allowed);
  const remove = useRemoveUnit(accountId);
  const checkout = useCheckout(accountId);
  const [agreed, setAgreed] = useState(false);
  const [card, setCard] = useState<{ token: string; brand: string; last4: string } | undefined>();
  // One key per cart shown: a double click or a retry charges once.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const [done, setDone] = useState<TCheckoutConfirmation | undefined>();
  const [problem, setProblem] = useState<unknown>(null);

  const title = (
    <Title order={1} size="h2">
      {intl.formatMessage(done ? m.doneTitle : m.cartTitle)}
    </Title>
  );
  if (done) return <Confirmation accountId={accountId} done={done} title={title} />;
  if (options.isPending || (allowed && cart.isPending)) {
    return <Loader size="sm" aria-label={intl.formatMessage(m.cartTitle)} data-testid="cart-loading" />;
  }
  const failure = options.error ?? cart.error;
  if (failure) {
    return (
      <Alert color="red" variant="light" role="alert" data-testid="cart-error">
        {errorMessage(failure)}
      </Alert>
    );
  }
  if (!allowed) {
    return (
      <Stack gap="md">
        {title}
        <Alert color="yellow" variant="light" data-testid="request-not-allowed">
          {intl.formatMessage(m.notAllowed)}
        </Alert>
      </Stack>
    );
  }
  const { items, totalCents } = cart.data!;
  const serialOf = (id: string) => items.find((i) => i.id === id)?.unit.device.serial ?? id;

  /** The answer's problems in words: a unit's (`cart.<id>.<section>.<field>`) names its serial. */
  const problems = (error: unknown): string[] => {
    const fields = error instanceof ApiError ? (error.content?.fields ?? []) : [];
    const out = fields.map((f) => {
      const [head, id, , field] = f.path.split('.');
      const text = formatFieldMessage(intl, f.message, field ?? '');
      return head === 'cart' && id
        ? intl.formatMessage(m.unitProblem, { serial: serialOf(id), message: text })
        : text;
    });
    return out.length > 0 ? out : [errorMessage(error)];
  };

  const send = async () => {
    setProblem(null);
    try {
      const answer = await checkout.mutateAsync({
        agreeTerms: agreed,
        idempotencyKey,
        cardToken: card?.token,
      });
      setDone(answer);
      setIdempotencyKey(crypto.randomUUID());
      window.scrollTo({ top: 0 });
    } catch (error) {
      setProblem(error);
      // A declined card: ask for another one.
      if (error instanceof ApiError && error.status === 402) setCard(undefined);
    }
  };

  return (
    <Stack gap="md" maw={960} data-testid="repair-cart">
      <Stack gap={4}>
        {title}
        <Text size="sm" c="dimmed">
          {intl.formatMessage(m.cartIntro)}
        </Text>
      </Stack>
      <Group>
        <Button
          component={Link}
          to={screenPath(accountId, 'SerialLookup')}
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          data-testid="cart-add-unit"
        >
          {intl.formatMessage(m.addUnit)}
        </Button>
        {items.length > 0 && (
          <Button
            variant="subtle"
            color="red"
            onClick={() => remove.mutate(undefined)}
            loading={remove.isPending && remove.variables === undefined}
            data-testid="cart-remove-all"
          >
            {intl.formatMessage(m.removeAll)}
          </Button>
        )}
      </Group>
      {remove.error && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(remove.error)}
        </Alert>
      )}
      {items.length === 0 ? (
        <Alert color="gray" variant="light" data-testid="cart-empty">
          {intl.formatMessage(m.cartEmpty)}
        </Alert>
      ) : (
        <Stack
          gap="sm"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={intl.formatMessage(m.cartTitle)}
        >
          {items.map((item) => (
            <CartUnit
              key={item.id}
              accountId={accountId}
              item={item}
              depot={
                options.data!.depots.find((o) => o.code === item.unit.depot.depot)?.name ??
                item.unit.depot.depot
              }
              removing={remove.isPending && remove.variables === item.id}
              onRemove={() => remove.mutate(item.id)}
            />
          ))}
        </Stack>
      )}
      {items.length > 0 && (
        <Paper withBorder p="md">
          <Stack gap="sm">
            <Group justify="space-between">
              <Text fw={600}>{intl.formatMessage(m.total)}</Text>
              <Text fw={600} data-testid="cart-total">
                {usd(intl, totalCents)}
              </Text>
            </Group>
            {totalCents > 0 && (
              <Stack gap={4}>
                <Text size="sm" fw={500}>
                  {intl.formatMessage(m.card)}
                </Text>
                {card ? (
                  <Text size="sm" data-testid="card-ready">
                    {intl.formatMessage(paymentMessages.cardReady, {
                      brand: brandName(intl, card.brand),
                      last4: card.last4,
                    })}
                  </Text>
                ) : (
                  <CardFields
                    onToken={(t) => {
                      // Another card is another attempt: a new key (the old one answers its first result).
                      setCard(t);
                      setIdempotencyKey(crypto.randomUUID());
                    }}
                  />
                )}
              </Stack>
            )}
            <Checkbox
              label={intl.formatMessage(m.agreeTerms)}
              checked={agreed}
              onChange={(e) => setAgreed(e.currentTarget.checked)}
              data-testid="cart-agree-terms"
            />
            {problem != null && (
              <Alert color="red" variant="light" role="alert" data-testid="cart-checkout-error">
                <List size="sm">
                  {problems(problem).map((p) => (
                    <List.Item key={p}>{p}</List.Item>
                  ))}
                </List>
              </Alert>
            )}
            <Group justify="flex-end">
              <Button onClick={() => void send()} loading={checkout.isPending} data-testid="cart-checkout">
                {intl.formatMessage(m.checkout)}
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}

function CartUnit(props: {
  accountId: string;
  item: TCartItem;
  depot: string;
  removing: boolean;
  onRemove(): void;
}) {
  const intl = useIntl();
  const { item } = props;
  const d = item.unit.device;
  return (
    <Paper component="li" withBorder p="md" data-testid="cart-unit">
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600}>
            {intl.formatMessage(m.unitTitle, { model: item.modelName ?? '', serial: d.serial })}
          </Text>
          <Text data-testid="cart-unit-price">
            {item.priceCents > 0
              ? `${intl.formatMessage(m.byCard)}: ${usd(intl, item.priceCents)}`
              : intl.formatMessage(m.noCharge)}
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          {intl.formatMessage(serviceTypeMessage(d.serviceType))} · {item.unit.customer.customerNumber} ·{' '}
          {props.depot} · {d.symptoms.join('; ')}
        </Text>
        <Group justify="space-between" wrap="wrap" gap="xs">
          {item.standalone ? (
            <Badge color="orange" variant="light" data-testid="cart-unit-standalone">
              {intl.formatMessage(m.standalone, { reasons: reasonsText(intl, item.standalone) })}
            </Badge>
          ) : (
            <Badge color="gray" variant="light" data-testid="cart-unit-bulk">
              {intl.formatMessage(m.bulk)}
            </Badge>
          )}
          <Group gap="xs">
            <Button
              component={Link}
              to={`${screenPath(props.accountId, 'RepairRequest')}?edit=${encodeURIComponent(item.id)}`}
              variant="default"
              size="xs"
              aria-label={`${intl.formatMessage(m.edit)} ${d.serial}`}
            >
              {intl.formatMessage(m.edit)}
            </Button>
            <Button
              variant="subtle"
              color="red"
              size="xs"
              onClick={props.onRemove}
              loading={props.removing}
              aria-label={`${intl.formatMessage(m.remove)} ${d.serial}`}
              data-testid="cart-unit-remove"
            >
              {intl.formatMessage(m.remove)}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}

function Confirmation(props: { accountId: string; done: TCheckoutConfirmation; title: ReactNode }) {
  const intl = useIntl();
  const { done } = props;
  return (
    <Stack gap="md" maw={960} data-testid="repair-confirmation">
      <Stack gap={4}>
        {props.title}
        <Text size="sm" c="dimmed">
          {intl.formatMessage(m.doneIntro)}
        </Text>
      </Stack>
      {done.payment && (
        <Alert color="green" variant="light" data-testid="confirmation-payment">
          {intl.formatMessage(m.charged, {
            card: intl.formatMessage(paymentMessages.cardReady, {
              brand: brandName(intl, done.payment.brand),
              last4: done.payment.last4,
            }),
            amount: usd(intl, done.payment.amountCents),
          })}
        </Alert>
      )}
      {done.requests.map((r) => (
        <Paper key={r.requestNumber} withBorder p="md" data-testid="confirmation-request">
          <Stack gap="xs">
            <Group justify="space-between" wrap="wrap">
              <Title order={2} size="h4">
                {intl.formatMessage(m.requestNumber, { number: r.requestNumber })}
              </Title>
              {r.standalone && (
                <Badge color="orange" variant="light">
                  {intl.formatMessage(m.standalone, { reasons: reasonsText(intl, r.reasons) })}
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              {r.customerNumber} · {r.depot}
            </Text>
            <List size="sm">
              {r.repairs.map((x) => (
                <List.Item key={x.repairNumber}>
                  <Anchor
                    component={Link}
                    to={screenPath(props.accountId, 'Repairs', { detail: x.repairNumber })}
                    data-testid="confirmation-repair"
                  >
                    {x.repairNumber}
                  </Anchor>{' '}
                  · {x.serial} ·{' '}
                  {x.chargedCents > 0
                    ? `${intl.formatMessage(m.byCard)}: ${usd(intl, x.chargedCents)}`
                    : intl.formatMessage(m.noCharge)}
                </List.Item>
              ))}
            </List>
          </Stack>
        </Paper>
      ))}
      <Group>
        <PrintAllShippingDocuments
          accountId={props.accountId}
          requests={done.requests.map((r) => r.requestNumber)}
        />
        <Button
          component={Link}
          to={screenPath(props.accountId, 'Repairs')}
          data-testid="confirmation-to-repairs"
        >
          {intl.formatMessage(m.toRepairs)}
        </Button>
      </Group>
    </Stack>
  );
}
