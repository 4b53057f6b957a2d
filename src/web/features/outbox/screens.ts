import { defineMessages } from '../../../shared/i18n/define.ts';
import { lazyRoute } from '../../lib/lazy-route.ts';
import { vendorStaff } from '../../lib/screen-rules.ts';
import { defineScreens } from '../../lib/screens.ts';

export const outboxScreenMessages = defineMessages({
  adminOutbox: { id: 'Nav.adminOutbox', defaultMessage: 'Outbox' },
});

/**
 * E-mails kept instead of sent (no SMTP_URL, or refused): every vendor staff member, who reads
 * the mails of the accounts they hold (all of them with access to all accounts).
 */
export const outboxScreens = defineScreens([
  {
    key: 'AdminOutbox',
    path: 'Administration/Outbox',
    title: outboxScreenMessages.adminOutbox,
    group: 'admin',
    order: 130,
    visible: vendorStaff,
    page: lazyRoute(() => import('./pages/outbox-page.tsx')),
  },
]);
