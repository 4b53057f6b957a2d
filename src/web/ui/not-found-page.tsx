import { defineMessages } from '../../shared/i18n/define.ts';
import { Button } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { screenPath } from '../lib/screens.ts';
import { StatePage } from './state-page.tsx';

const messages = defineMessages({
  title: { id: 'NotFound.title', defaultMessage: 'Page not found' },
  body: {
    id: 'NotFound.body',
    defaultMessage:
      'There is no page at this address. It may have been mistyped, or the link you followed is out of date.',
  },
  home: { id: 'NotFound.home', defaultMessage: 'Go to the dashboard' },
});

/** An address inside an account that names no page (or a route parameter value that is not allowed). */
export function NotFoundPage() {
  const intl = useIntl();
  const { accountId } = useParams();
  return (
    <StatePage
      testId="not-found"
      title={intl.formatMessage(messages.title)}
      body={intl.formatMessage(messages.body)}
      action={
        accountId ? (
          <Button component={Link} to={screenPath(accountId, 'Dashboard')} w="fit-content">
            {intl.formatMessage(messages.home)}
          </Button>
        ) : undefined
      }
    />
  );
}
