import { useMediaQuery } from '@mantine/hooks';

/**
 * Where the layout changes from phone to wider screens (Mantine's `sm` breakpoint): below it the
 * navigation is a drawer holding the account selector, and lists open as cards.
 */
const WIDE_SCREEN = '(min-width: 48em)';

/** Whether the screen is wide (see WIDE_SCREEN), known at the first render (no flash of the phone layout). */
export function useWideScreen(): boolean {
  return useMediaQuery(WIDE_SCREEN, true, { getInitialValueInEffect: false });
}
