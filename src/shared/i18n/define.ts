/**
 * A translatable message: `id` is the catalogue key, `defaultMessage` the en-US ICU text that the
 * extractor (`npm run i18n:extract`) copies into the catalogues.
 */
export interface TMessageDescriptor {
  id: string;
  defaultMessage: string;
  description?: string;
}

/** A message plus its ICU values, ready to be formatted in any locale. */
export interface TMessage {
  id: string;
  values?: Record<string, string | number>;
}

/**
 * Identity function recognised by the formatjs extractor; shared code uses it so that it needs no
 * React. Web code may use react-intl's `defineMessages`, which behaves the same.
 */
export function defineMessages<K extends string>(
  messages: Record<K, TMessageDescriptor>,
): Record<K, TMessageDescriptor> {
  return messages;
}
