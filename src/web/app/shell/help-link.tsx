import { defineMessages } from '../../../shared/i18n/define.ts';
import { ActionIcon, Tooltip } from '@mantine/core';
import { IconHelp } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { useLocale } from '../../lib/locale.tsx';
import { help } from '../features.ts';

const messages = defineMessages({
  help: { id: 'Shell.help', defaultMessage: 'Help for this page (opens in a new tab)' },
});

/**
 * Opens the help topic of the current route in a new tab (spec section 2, help links), in the
 * interface language.
 */
export function HelpLink() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const { locale } = useLocale();
  const label = intl.formatMessage(messages.help);
  return (
    <Tooltip label={label} withinPortal>
      <ActionIcon
        component="a"
        href={help.getHelpUrl(pathname, locale)}
        target="_blank"
        rel="noopener"
        variant="subtle"
        size="lg"
        aria-label={label}
        data-testid="help-link"
      >
        <IconHelp size={22} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
