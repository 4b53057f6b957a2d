/**
 * Where the layout changes from phone to wider screens (Mantine's `sm` breakpoint): below it the
 * navigation is a drawer holding the account selector, and lists open as cards.
 */
export const WIDE_SCREEN = '(min-width: 48em)';
