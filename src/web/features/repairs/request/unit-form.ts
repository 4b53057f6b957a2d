import type {
  TRepairAddressSection,
  TRepairUnit,
  TRepairUnitInput,
} from '../../../../shared/contracts/repair-request.ts';

/**
 * The request flow's form values, one object per section, one value per field as typed (lists as
 * lines of a text), and the sections of the request they make.
 */
export interface TAddressValues extends Record<string, unknown> {
  name: string;
  lines: string;
  city: string;
  postalCode: string;
  country: string;
}

export interface TDeviceValues extends Record<string, unknown> {
  serial: string;
  symptoms: string;
  firmwareVersion: string;
  flashcodeVersion: string;
  radioPassword: string;
  encryption: string;
  fmApproval: boolean;
  ulApproval: boolean;
  poNumber: string;
  serviceType: string;
  contractNumber: string;
  ccInvoiceRecipient: string;
  eInvoiceRecipients: string;
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

export const emptyAddress = (): TAddressValues => ({ name: '', lines: '', city: '', postalCode: '', country: '' });

export function toAddress(v: TAddressValues): TRepairAddressSection {
  return { name: v.name, lines: lines(v.lines), city: v.city, postalCode: v.postalCode, country: v.country };
}

export function addressValues(a: TRepairAddressSection | null | undefined): TAddressValues {
  if (!a) return emptyAddress();
  return { name: a.name, lines: a.lines.join('\n'), city: a.city, postalCode: a.postalCode ?? '', country: a.country };
}

export function deviceValues(serial: string, d?: TRepairUnit['device']): TDeviceValues {
  return {
    serial,
    symptoms: d?.symptoms.join('\n') ?? '',
    firmwareVersion: d?.firmwareVersion ?? '',
    flashcodeVersion: d?.flashcodeVersion ?? '',
    // Never answered back: a changed unit asks for it again.
    radioPassword: '',
    encryption: d?.encryption ?? 'none',
    fmApproval: d?.fmApproval ?? false,
    ulApproval: d?.ulApproval ?? false,
    poNumber: d?.poNumber ?? '',
    serviceType: d?.serviceType ?? '',
    contractNumber: d?.contractNumber ?? '',
    ccInvoiceRecipient: d?.ccInvoiceRecipient ?? '',
    eInvoiceRecipients: d?.eInvoiceRecipients ?? '',
  };
}

/** The device section as sent: the contract number only for a service contract. */
export function toDevice(v: TDeviceValues): TRepairUnitInput['device'] {
  return {
    ...v,
    symptoms: lines(v.symptoms),
    contractNumber: v.serviceType === 'serviceContract' ? v.contractNumber : undefined,
  } as TRepairUnitInput['device'];
}
