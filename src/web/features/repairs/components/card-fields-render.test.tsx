// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import enUS from '../../../../shared/i18n/locales/en-US.json' with { type: 'json' };
import { CardFields } from './card-fields.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => undefined,
  removeListener: () => undefined,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
  dispatchEvent: () => false,
})) as unknown as typeof window.matchMedia;

let unmount: (() => void) | undefined;
afterEach(() => {
  act(() => unmount?.());
  unmount = undefined;
});

function render(): HTMLElement {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  act(() =>
    root.render(
      <IntlProvider locale="en-US" messages={enUS}>
        <MantineProvider>
          <CardFields onToken={() => undefined} />
        </MantineProvider>
      </IntlProvider>,
    ),
  );
  unmount = () => {
    root.unmount();
    host.remove();
  };
  return host;
}

function type(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** The card fields as a browser's autofill and a screen reader meet them. */
describe('CardFields', () => {
  it('names each field for autofill, labels it, and says what is wrong under it', () => {
    const host = render();
    const input = (testId: string) => host.querySelector<HTMLInputElement>(`[data-testid="${testId}"]`)!;
    expect(
      ['number', 'exp', 'cvc', 'name'].map((f) => input(`card-${f}`).getAttribute('autocomplete')),
    ).toEqual(['cc-number', 'cc-exp', 'cc-csc', 'cc-name']);
    const label = (el: HTMLInputElement) => host.querySelector(`label[for="${el.id}"]`)?.textContent;
    expect(label(input('card-number'))).toContain('Card number');
    expect(host.querySelector('legend')?.textContent).toBe('Card details');

    type(input('card-number'), '4242 4242 4242 4241');
    type(input('card-exp'), '01/20');
    type(input('card-cvc'), '123');
    act(() => host.querySelector<HTMLButtonElement>('[data-testid="card-use"]')!.click());

    const error = (el: HTMLInputElement) => {
      const ids = (el.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .filter((id) => id.endsWith('-error'));
      return ids.map((id) => document.getElementById(id)?.textContent).join('');
    };
    expect(input('card-number').getAttribute('aria-invalid')).toBe('true');
    expect(error(input('card-number'))).toBe('Enter a valid card number.');
    expect(error(input('card-exp'))).toBe('This card has expired.');
    expect(input('card-cvc').getAttribute('aria-invalid')).not.toBe('true');
    expect(error(input('card-name'))).toBe('Enter the name on the card.');
    // The first wrong field takes the focus.
    expect(document.activeElement).toBe(input('card-number'));
  });
});
