import type { TMessageDescriptor } from '../../../shared/i18n/define.ts';

/**
 * A lookup of enum value labels (`${labelId}.${value}`, the convention of the server's column
 * definitions) among known descriptors; an unknown value reads as itself.
 */
export function valueMessageLookup(values: Readonly<Record<string, TMessageDescriptor>>) {
  const byId = new Map<string, TMessageDescriptor>(Object.values(values).map((d) => [d.id, d]));
  return (labelId: string, value: string | number): TMessageDescriptor => {
    const id = `${labelId}.${value}`;
    return byId.get(id) ?? { id, defaultMessage: String(value) };
  };
}
