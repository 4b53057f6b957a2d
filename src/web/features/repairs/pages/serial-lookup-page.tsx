import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch, IconShoppingCart, IconTool } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useOutletContext } from 'react-router';
import type { TSerialLookupAnswer } from '../../../../shared/contracts/repairs.ts';
import type { TAccount } from '../../../../shared/contracts/session.ts';
import { validationMessages } from '../../../../shared/domain/validation.ts';
import { ApiError } from '../../../lib/http.ts';
import { screenPath } from '../../../lib/screens.ts';
import { FactGrid } from '../../../ui/fact-grid/fact-grid.tsx';
import { useErrorMessage } from '../../../ui/use-error-message.ts';
import { lookUpSerial } from '../api/use-repairs.ts';
import { serialLookupMessages as m } from '../repair-messages.ts';
import { useCart, useRequestOptions } from '../request/request-api.ts';
import { requestMessages } from '../request/request-messages.ts';
import { repairScreenMessages } from '../screens.ts';

type TDevice = Extract<TSerialLookupAnswer, { outcome: 'device' }>;
type TEndOfSupport = Extract<TSerialLookupAnswer, { outcome: 'endOfSupport' }>;

const fieldMessages = new Map(Object.values(validationMessages).map((d) => [d.id, d]));

/**
 * Route module of the RMA screen's serial number lookup (Repairs/SerialNumberLookup): the first
 * step of a repair request. The serial is looked up on the server; the answer shows under the
 * field (its message), the device found (model, end of support, FM certification), a device past
 * its end of support (blocked), or moves an infrastructure serial to the infrastructure repair path.
 */
export function Component() {
  const account = useOutletContext<TAccount>();
  const intl = useIntl();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const input = useRef<HTMLInputElement>(null);
  const [serial, setSerial] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<TDevice | TEndOfSupport | undefined>();
  const accountId = account.account_id;
  // The flow is offered only where the Create RMA rules hold (the server says so, and checks it again).
  const options = useRequestOptions(accountId);
  const canCreateRma = options.data?.canCreateRma === true;
  const cart = useCart(accountId, canCreateRma);

  useEffect(() => input.current?.focus(), []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setAnswer(undefined);
    setFailure(null);
    if (serial.trim() === '') {
      setFieldError(intl.formatMessage(validationMessages.serialNumber));
      input.current?.focus();
      return;
    }
    setFieldError(undefined);
    setBusy(true);
    try {
      const found = await lookUpSerial(accountId, serial);
      if (found.outcome === 'infrastructure') {
        void navigate(
          `${screenPath(accountId, 'InfrastructureRepair')}?${new URLSearchParams({ serial: found.serial }).toString()}`,
        );
        return;
      }
      setAnswer(found);
    } catch (err) {
      const field =
        err instanceof ApiError
          ? err.content?.fields?.find((f) => f.path === 'querystring.serial')
          : undefined;
      const descriptor = field && fieldMessages.get(field.message.id);
      if (descriptor) setFieldError(intl.formatMessage(descriptor, field.message.values));
      else setFailure(err);
      input.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="md" maw={720}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={1} size="h2">
            {intl.formatMessage(repairScreenMessages.serialLookup)}
          </Title>
          {canCreateRma && (
            <Button
              component={Link}
              to={screenPath(accountId, 'RepairCart')}
              variant="light"
              leftSection={<IconShoppingCart size={16} aria-hidden />}
              data-testid="repair-cart-link"
            >
              {intl.formatMessage(requestMessages.cartLink, { count: cart.data?.items.length ?? 0 })}
            </Button>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {intl.formatMessage(m.intro)}
        </Text>
      </Stack>
      <form onSubmit={(e) => void submit(e)} noValidate data-testid="serial-lookup-form">
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            ref={input}
            label={intl.formatMessage(m.serialLabel)}
            value={serial}
            onChange={(e) => {
              setSerial(e.currentTarget.value);
              setFieldError(undefined);
            }}
            error={fieldError}
            autoComplete="off"
            spellCheck={false}
            maxLength={40}
            style={{ flex: '1 1 16rem' }}
            data-testid="serial-input"
          />
          <Button
            type="submit"
            loading={busy}
            mt={25}
            leftSection={<IconSearch size={16} aria-hidden />}
            data-testid="serial-submit"
          >
            {intl.formatMessage(m.submit)}
          </Button>
        </Group>
      </form>
      {failure != null && (
        <Alert color="red" variant="light" role="alert" data-testid="serial-lookup-error">
          {errorMessage(failure)}
        </Alert>
      )}
      <div aria-live="polite">
        {answer?.outcome === 'device' && (
          <DeviceFound
            device={answer}
            next={
              canCreateRma ? (
                <Button
                  component={Link}
                  to={`${screenPath(accountId, 'RepairRequest')}?${new URLSearchParams({ serial: answer.serial }).toString()}`}
                  leftSection={<IconTool size={16} aria-hidden />}
                  w="fit-content"
                  data-testid="serial-request-repair"
                >
                  {intl.formatMessage(requestMessages.start)}
                </Button>
              ) : options.isPending ? null : (
                <Text size="sm" data-testid="serial-next-step">
                  {intl.formatMessage(requestMessages.notAllowed)}
                </Text>
              )
            }
          />
        )}
        {answer?.outcome === 'endOfSupport' && (
          <Alert
            color="red"
            variant="light"
            role="alert"
            title={answer.modelName}
            data-testid="serial-end-of-support"
          >
            {intl.formatMessage(m.endOfSupportBlocked, {
              model: answer.modelName,
              serial: answer.serial,
              date: intl.formatDate(`${answer.endOfSupport}T00:00:00Z`, {
                dateStyle: 'long',
                timeZone: 'UTC',
              }),
            })}
          </Alert>
        )}
      </div>
    </Stack>
  );
}

function DeviceFound(props: { device: TDevice; next: ReactNode }) {
  const intl = useIntl();
  const d = props.device;
  const day = (v: string) => intl.formatDate(`${v}T00:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <Paper withBorder p="md" data-testid="serial-device">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {intl.formatMessage(m.found)}
        </Title>
        <FactGrid
          testId="serial-device-facts"
          facts={[
            [intl.formatMessage(m.serialLabel), d.serial],
            [intl.formatMessage(m.model), `${d.modelName} (${d.modelCode})`],
            [
              intl.formatMessage(m.endOfSupport),
              d.endOfSupport ? day(d.endOfSupport) : intl.formatMessage(m.noEndOfSupport),
            ],
            [intl.formatMessage(m.receivedOn), day(d.receivedOn)],
            [
              intl.formatMessage(m.fmCertification),
              <span key="fm" data-testid="serial-fm">
                {intl.formatMessage(d.fmCertificationOffered ? m.fmOffered : m.fmNotOffered)}
              </span>,
            ],
          ]}
        />
        {props.next}
      </Stack>
    </Paper>
  );
}
