import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type * as PhoneModule from '../../../shared/domain/phone.ts';
import { defineMessages } from '../../../shared/i18n/define.ts';

const messages = defineMessages({
  hint: {
    id: 'Phone.hint',
    defaultMessage: 'For example {example}, or with + and the country code, such as +44 20 7946 0958.',
  },
});

type TPhoneModule = typeof PhoneModule;
let loading: Promise<TPhoneModule> | undefined;

/**
 * The phone rules (domain/phone.ts with libphonenumber-js's 'min' metadata, about 30 KB gzip),
 * loaded apart once a phone field is shown, so no page that merely holds one waits for them.
 * Undefined until loaded.
 */
export function usePhoneModule(): TPhoneModule | undefined {
  const [phone, setPhone] = useState<TPhoneModule>();
  useEffect(() => {
    let live = true;
    void (loading ??= import('../../../shared/domain/phone.ts')).then((m) => live && setPhone(m));
    return () => {
      live = false;
    };
  }, []);
  return phone;
}

/**
 * The hint and placeholder of a phone field: an example number as dialled in `country` (the
 * account's or the user's), the country a number typed without + is read in (domain/phone.ts).
 */
export function usePhoneHint(country: string | null | undefined): { description?: string; placeholder?: string } {
  const intl = useIntl();
  const phone = usePhoneModule();
  if (!phone) return {};
  const example = phone.phoneExample(country);
  return { description: intl.formatMessage(messages.hint, { example }), placeholder: example };
}
