import { Alert, Button, Fieldset, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import {
  cardBrand,
  cardDigits,
  expiryPassed,
  luhnValid,
  parseExpiry,
  type TCardToken,
  type TCardTokenRequest,
} from '../../../../shared/contracts/payments.ts';
import type { TMessageDescriptor } from '../../../../shared/i18n/define.ts';
import { cardBrandMessages, paymentMessages as m } from '../../../../shared/i18n/payment-messages.ts';
import { ApiError, api } from '../../../lib/http.ts';
import { formatFieldMessage, serverField } from '../../../lib/field-messages.ts';
import { useErrorMessage } from '../../../ui/use-error-message.ts';

/** The built-in card processor's tokenisation (never a /mapi route: the card is not the portal's). */
export const CARD_TOKEN_URL = '/local-processor/v1/tokens';

type TField = keyof TCardTokenRequest;
const FIELDS: TField[] = ['number', 'exp', 'cvc', 'name'];
const LABELS: Record<TField, TMessageDescriptor> = {
  number: m.number,
  exp: m.expiry,
  cvc: m.cvc,
  name: m.name,
};

/** The card's problems the browser sees itself: Luhn, MM/YY not past, CVC length, a name. */
export function cardProblems(
  card: TCardTokenRequest,
  now: Date = new Date(),
): Partial<Record<TField, TMessageDescriptor>> {
  const problems: Partial<Record<TField, TMessageDescriptor>> = {};
  if (!luhnValid(card.number)) problems.number = m.invalidNumber;
  const exp = parseExpiry(card.exp);
  if (!exp) problems.exp = m.invalidExpiry;
  else if (expiryPassed(exp, now)) problems.exp = m.expiryPassed;
  const cvcDigits = cardBrand(card.number) === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcDigits}}$`).test(card.cvc.trim())) problems.cvc = m.invalidCvc;
  if (card.name.trim() === '') problems.name = m.nameRequired;
  return problems;
}

/** The brand's name in the user's language (Visa, Mastercard, ...). */
export function brandName(intl: IntlShape, brand: string): string {
  const known = cardBrandMessages[brand as keyof typeof cardBrandMessages] as TMessageDescriptor | undefined;
  return intl.formatMessage(known ?? cardBrandMessages.unknown);
}

const EMPTY: TCardTokenRequest = { number: '', exp: '', cvc: '', name: '' };

/**
 * A card's number, expiry (MM/YY), security code and name, checked in the browser (translated
 * messages under each field) and sent to the card processor's tokenisation, never to the portal's
 * API; the portal only ever sees the token. Once tokenised, the number and code are forgotten and
 * the card shows as brand and last four, with a button to enter another. Not a <form> of its own
 * (it sits inside the checkout's): Enter in a field or the button tokenises.
 */
export function CardFields(props: { onToken: (t: { token: string; brand: string; last4: string }) => void }) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const [card, setCard] = useState<TCardTokenRequest>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<TField, string>>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [pending, setPending] = useState(false);
  const [token, setToken] = useState<TCardToken | null>(null);
  const inputs = useRef<Partial<Record<TField, HTMLInputElement | null>>>({});
  const changeButton = useRef<HTMLButtonElement>(null);
  const readyId = useId();

  const focusFirst = (fields: Partial<Record<TField, unknown>>) => {
    const first = FIELDS.find((f) => fields[f] !== undefined);
    if (first) inputs.current[first]?.focus();
  };

  const tokenise = async () => {
    if (pending) return;
    setFailure(null);
    const problems = cardProblems(card);
    const shown: Partial<Record<TField, string>> = {};
    for (const f of FIELDS) if (problems[f]) shown[f] = intl.formatMessage(problems[f]);
    setErrors(shown);
    if (Object.keys(shown).length) return focusFirst(shown);
    setPending(true);
    try {
      const answer = await api.post<TCardToken>(CARD_TOKEN_URL, {
        ...card,
        number: cardDigits(card.number),
      });
      setCard({ ...EMPTY, name: card.name });
      setToken(answer);
      props.onToken(answer);
      requestAnimationFrame(() => changeButton.current?.focus());
    } catch (e) {
      const fields = e instanceof ApiError ? (e.content?.fields ?? []) : [];
      const byField: Partial<Record<TField, string>> = {};
      for (const f of fields) {
        const field = serverField(f.path) as TField;
        if (FIELDS.includes(field))
          byField[field] = formatFieldMessage(intl, f.message, intl.formatMessage(LABELS[field]));
      }
      if (Object.keys(byField).length) {
        setErrors(byField);
        focusFirst(byField);
      } else setFailure(e);
    } finally {
      setPending(false);
    }
  };

  if (token)
    return (
      <Group gap="sm" data-testid="card-ready">
        <Text role="status" id={readyId} data-testid="card-ready-text">
          {intl.formatMessage(m.cardReady, { brand: brandName(intl, token.brand), last4: token.last4 })}
        </Text>
        <Button
          ref={changeButton}
          aria-describedby={readyId}
          variant="default"
          size="xs"
          data-testid="card-change"
          onClick={() => {
            setToken(null);
            requestAnimationFrame(() => inputs.current.number?.focus());
          }}
        >
          {intl.formatMessage(m.changeCard)}
        </Button>
      </Group>
    );

  const field = (name: TField) => ({
    value: card[name],
    error: errors[name],
    ref: (el: HTMLInputElement | null) => {
      inputs.current[name] = el;
    },
    onChange: (e: { currentTarget: HTMLInputElement }) => {
      const value = e.currentTarget.value;
      setCard((c) => ({ ...c, [name]: value }));
      if (errors[name]) setErrors((all) => ({ ...all, [name]: undefined }));
    },
    onKeyDown: (e: KeyboardEvent<HTMLInputElement>) => {
      if (e.key !== 'Enter') return;
      e.preventDefault();
      void tokenise();
    },
    required: true,
    'data-testid': `card-${name}`,
  });

  return (
    <Fieldset legend={intl.formatMessage(m.legend)} variant="unstyled" data-testid="card-fields">
      <Stack gap="sm">
        {failure != null && (
          <Alert color="red" variant="light" role="alert" data-testid="card-error">
            {errorMessage(failure)}
          </Alert>
        )}
        <TextInput
          {...field('number')}
          label={intl.formatMessage(LABELS.number)}
          name="cc-number"
          autoComplete="cc-number"
          inputMode="numeric"
          maxLength={23}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            {...field('exp')}
            label={intl.formatMessage(LABELS.exp)}
            name="cc-exp"
            autoComplete="cc-exp"
            inputMode="numeric"
            maxLength={7}
          />
          <TextInput
            {...field('cvc')}
            label={intl.formatMessage(LABELS.cvc)}
            name="cc-csc"
            autoComplete="cc-csc"
            inputMode="numeric"
            maxLength={4}
          />
        </SimpleGrid>
        <TextInput
          {...field('name')}
          label={intl.formatMessage(LABELS.name)}
          name="cc-name"
          autoComplete="cc-name"
          maxLength={200}
        />
        <Group>
          <Button type="button" loading={pending} data-testid="card-use" onClick={() => void tokenise()}>
            {intl.formatMessage(m.useCard)}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
