import { useForm, type FormErrors, type UseFormReturnType } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { z } from 'zod';
import type { TMessage } from '../../shared/i18n/define.ts';
import {
  formatFieldMessage,
  issueField,
  issueMessage,
  serverFieldMessages,
  type TIssueMessage,
} from './field-messages.ts';
import { ApiError } from './http.ts';
import './zod-messages.ts';

export interface TSchemaFormOptions<TValues extends Record<string, unknown>, TSchema extends z.ZodType> {
  /** The shared request schema (`shared/contracts/<area>.ts`): the server validates with it too. */
  schema: TSchema;
  /** One value per field, named as the request names it, so the schema's paths are the form's. */
  initialValues: TValues;
  /** The request the values make: only the fields that apply, numbers read from typed text ... */
  toRequest(values: TValues): unknown;
  /** A field's label in the user's words: the messages name the field by it. */
  label(field: string): string;
  /** A message of the form's own for an issue, where the spec's general one does not fit. */
  message?: TIssueMessage;
}

export interface TSchemaForm<TValues extends Record<string, unknown>, TSchema extends z.ZodType> {
  /** The Mantine form: `getInputProps(field)` gives an input its value, change handler and error. */
  form: UseFormReturnType<TValues, (values: TValues) => z.output<TSchema>>;
  /** Whether the user has tried to submit (every problem shows from then on). */
  submitted: boolean;
  /** How many fields show a problem. */
  errorCount: number;
  /** The last send's error, when it named no field of this form (a field's problem shows under it). */
  failure: unknown;
  /**
   * The form's submit handler: checks the values with the schema, focuses the first field in
   * error, else calls `send` with the schema's output (what the server will read). A field problem
   * in `send`'s error (the error envelope's `fields`) lands under its field.
   */
  onSubmit(
    send: (request: z.output<TSchema>) => Promise<unknown>,
  ): (event?: FormEvent<HTMLFormElement>) => void;
  /** Starts over (another item): these values or the first ones, no problem shown. */
  reset(values?: TValues): void;
}

/** Focuses the first input (in the page's order) of these fields; Mantine marks each with `data-path`. */
function focusFirst(root: ParentNode, fields: readonly string[]): void {
  requestAnimationFrame(() => {
    const inputs = [...root.querySelectorAll<HTMLElement>('[data-path]')];
    inputs.find((input) => fields.includes(input.dataset.path ?? ''))?.focus();
  });
}

/**
 * A Mantine form bound to a shared zod request schema (docs/decisions.md, Web: "Forms"). A field's
 * problem is the spec's message the server would answer for it (`issueToMessage`: `{id, values}`),
 * in the user's language; before the first submit only a text over its limit is pointed out (as
 * it is typed, beside its counter), afterwards every problem, kept up to date as the user types.
 * A problem the server answers on submit lands under its field through the same form and stays
 * until that field changes. One way for a field to show an error: `form.getInputProps(field)`.
 */
export function useSchemaForm<TValues extends Record<string, unknown>, TSchema extends z.ZodType>(
  options: TSchemaFormOptions<TValues, TSchema>,
): TSchemaForm<TValues, TSchema> {
  const intl = useIntl();
  const { schema, toRequest, label, message } = options;
  // Read by the validation, which runs in event handlers: refs, so a submit sees its own change.
  const submittedRef = useRef(false);
  const serverRef = useRef<Record<string, TMessage>>({});
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<unknown>(undefined);

  // The values judged as the request they make; each problem carries its translated message, which
  // the resolver puts under the problem's field.
  const formSchema = z.unknown().superRefine((values, ctx) => {
    const result = schema.safeParse(toRequest(values as TValues));
    if (result.success) return;
    for (const issue of result.error.issues) {
      if (!submittedRef.current && issue.code !== 'too_big') continue;
      const field = issueField(issue);
      const name = label(field);
      ctx.addIssue({
        code: 'custom',
        path: [field],
        message: formatFieldMessage(intl, issueMessage(issue, name, message), name),
      });
    }
  });
  const resolve = zod4Resolver(formSchema, { errorPriority: 'first' });
  const errorsFor = (values: TValues): FormErrors => {
    const errors = resolve(values);
    for (const [field, m] of Object.entries(serverRef.current))
      errors[field] = formatFieldMessage(intl, m, label(field));
    return errors;
  };

  const form = useForm<TValues, (values: TValues) => z.output<TSchema>>({
    mode: 'controlled',
    initialValues: options.initialValues,
    validate: errorsFor,
    // The form's problems are set as a whole on every change (below), not cleared one by one.
    clearInputErrorOnChange: false,
    transformValues: (values) => schema.parse(toRequest(values)) as z.output<TSchema>,
    onValuesChange: (values, previous) => {
      for (const field of Object.keys(serverRef.current)) {
        if (values[field] !== previous[field]) delete serverRef.current[field];
      }
      form.setErrors(errorsFor(values));
    },
  });

  // Messages are sentences in the user's language: a new language rewrites those shown.
  const locale = useRef(intl.locale);
  useEffect(() => {
    if (locale.current === intl.locale) return;
    locale.current = intl.locale;
    form.setErrors(errorsFor(form.getValues()));
  });

  const onSubmit: TSchemaForm<TValues, TSchema>['onSubmit'] = (send) => (event) => {
    const root: ParentNode = event?.currentTarget ?? document;
    submittedRef.current = true;
    serverRef.current = {};
    setSubmitted(true);
    setFailure(undefined);
    form.onSubmit(
      async (request) => {
        try {
          await send(request);
        } catch (error) {
          const named = serverFieldMessages(error instanceof ApiError ? error.content?.fields : undefined);
          const fields = Object.keys(named).filter((field) => field in options.initialValues);
          serverRef.current = Object.fromEntries(fields.map((field) => [field, named[field]!]));
          form.setErrors(errorsFor(form.getValues()));
          // A problem this form has no field for is said above the form (the answer's own message).
          if (fields.length === 0 || fields.length < Object.keys(named).length) setFailure(error);
          if (fields.length > 0) focusFirst(root, fields);
        }
      },
      (errors) => focusFirst(root, Object.keys(errors)),
    )(event);
  };

  const reset = (values?: TValues) => {
    submittedRef.current = false;
    serverRef.current = {};
    setSubmitted(false);
    setFailure(undefined);
    if (values) form.setInitialValues(values);
    form.reset();
  };

  return { form, submitted, errorCount: Object.keys(form.errors).length, failure, onSubmit, reset };
}
