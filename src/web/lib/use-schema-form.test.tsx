// @vitest-environment happy-dom
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZCreateCaseRequest, type TCreateCaseRequest } from '../../shared/contracts/cases.ts';
import { installZodMessages } from '../../shared/domain/validation.ts';
import { ApiError } from './http.ts';
import { useSchemaForm, type TSchemaForm } from './use-schema-form.ts';

installZodMessages(z);
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A catalogue that shows which message id a field got, and with which values. */
const MESSAGES = {
  'Validation.required': 'Validation.required: {field}',
  'Validation.maxLength': 'Validation.maxLength: {field} {n, number}',
  'Validation.email': 'Validation.email',
  'Validation.invalidValue': 'Validation.invalidValue',
};
const LABELS: Record<string, string> = { title: 'Title', description: 'Description', ccEmails: 'CC e-mails' };

type TValues = { title: string; description: string; ccEmails: string };
type TForm = TSchemaForm<TValues, typeof ZCreateCaseRequest>;

function Probe(props: { onRender(form: TForm): void }) {
  const form = useSchemaForm({
    schema: ZCreateCaseRequest,
    initialValues: { title: '', description: '', ccEmails: '' } as TValues,
    toRequest: (v: TValues) => ({
      account_id: 'NA-100001',
      category: 'tsu',
      caseType: 'Incident',
      title: v.title,
      description: v.description,
      ...(v.ccEmails ? { ccEmails: v.ccEmails } : {}),
    }),
    label: (field) => LABELS[field] ?? field,
  });
  props.onRender(form);
  return null;
}

let unmount: (() => void) | undefined;
afterEach(() => {
  act(() => unmount?.());
  unmount = undefined;
});

/** Renders the hook and answers a getter of its latest result. */
function renderForm(): () => TForm {
  let latest: TForm | undefined;
  const root = createRoot(document.createElement('div'));
  const tree: ReactNode = (
    <IntlProvider locale="en-US" messages={MESSAGES} onError={() => undefined}>
      <Probe onRender={(f) => (latest = f)} />
    </IntlProvider>
  );
  act(() => root.render(tree));
  unmount = () => root.unmount();
  return () => latest!;
}

/** Submits the form and waits for what `send` does. */
async function submit(get: () => TForm, send: (request: TCreateCaseRequest) => Promise<void>): Promise<void> {
  await act(async () => {
    get().onSubmit(send)();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('useSchemaForm: a Mantine form bound to a shared schema', () => {
  it('gives a field the message id the shared schema means, with its label, once submitted', async () => {
    const form = renderForm();
    expect(form().form.errors).toEqual({});
    const sent: TCreateCaseRequest[] = [];
    await submit(form, async (request) => void sent.push(request));
    expect(sent).toEqual([]);
    expect(form().submitted).toBe(true);
    expect(form().form.errors).toEqual({
      title: 'Validation.required: Title',
      description: 'Validation.required: Description',
    });
    expect(form().errorCount).toBe(2);

    // After the submit, the problems follow the values as they are typed.
    act(() => form().form.setFieldValue('ccEmails', 'a@b.example; bad'));
    expect(form().form.errors.ccEmails).toBe('"bad" is not a valid email address.');
    act(() => form().form.setFieldValue('title', 'Radio down'));
    expect(form().form.errors.title).toBeUndefined();
    expect(form().form.getInputProps('ccEmails').error).toBe('"bad" is not a valid email address.');
  });

  it('points out only a text over its limit before the first submit', () => {
    const form = renderForm();
    act(() => form().form.setFieldValue('title', 'x'.repeat(121)));
    expect(form().form.errors).toEqual({ title: 'Validation.maxLength: Title 120' });
    act(() => form().form.setFieldValue('title', 'x'.repeat(120)));
    expect(form().form.errors).toEqual({});
    expect(form().submitted).toBe(false);
  });

  it('sends what the schema makes of the values (trimmed, e-mails as the server keeps them)', async () => {
    const form = renderForm();
    act(() =>
      form().form.setValues({
        title: ' Radio down ',
        description: 'Site 4',
        ccEmails: 'a@b.example ;c@d.example;',
      }),
    );
    const sent: TCreateCaseRequest[] = [];
    await submit(form, async (request) => void sent.push(request));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ title: 'Radio down', ccEmails: 'a@b.example; c@d.example' });
    expect(form().form.errors).toEqual({});
  });

  it('lands the field problems of the server answer on their fields, until the field changes', async () => {
    const form = renderForm();
    act(() => form().form.setValues({ title: 'Radio down', description: 'Site 4' }));
    const refused = new ApiError('ServerValidation.400WrongParams', {
      status: 400,
      url: '/mapi/cases',
      content: {
        message: 'Wrong parameters',
        fields: [{ path: 'body.title', message: { id: 'Validation.invalidValue' } }],
      },
    });
    await submit(form, () => Promise.reject(refused));
    expect(form().form.errors).toEqual({ title: 'Validation.invalidValue' });
    expect(form().failure).toBeUndefined();

    // Another field's change keeps it; a change of the title itself clears it.
    act(() => form().form.setFieldValue('description', 'Site 5'));
    expect(form().form.errors.title).toBe('Validation.invalidValue');
    act(() => form().form.setFieldValue('title', 'Radio down at site 5'));
    expect(form().form.errors).toEqual({});
  });

  it('says a refusal that names no field of the form above it, and starts over clean', async () => {
    const form = renderForm();
    act(() => form().form.setValues({ title: 'Radio down', description: 'Site 4' }));
    const refused = new ApiError('ServerValidation.403CaseCreationDenied', {
      status: 403,
      url: '/mapi/cases',
    });
    await submit(form, () => Promise.reject(refused));
    expect(form().failure).toBe(refused);
    expect(form().form.errors).toEqual({});

    act(() => form().reset());
    expect(form().failure).toBeUndefined();
    expect(form().submitted).toBe(false);
    expect(form().form.getValues().title).toBe('');
  });
});
