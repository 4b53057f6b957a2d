import { defineMessages } from '../../../shared/i18n/define.ts';
import { lazyRoute } from '../../lib/lazy-route.ts';
import { admin } from '../../lib/screen-rules.ts';
import { defineScreens } from '../../lib/screens.ts';

export const auditScreenMessages = defineMessages({
  adminProxyRecord: { id: 'Nav.adminProxyRecord', defaultMessage: 'Proxy record' },
});

/** What vendor staff did on the account in proxy mode (beyond what peers offer). */
export const auditScreens = defineScreens([
  {
    key: 'AdminProxyRecord',
    path: 'Administration/ProxyRecord',
    title: auditScreenMessages.adminProxyRecord,
    group: 'admin',
    order: 20,
    visible: admin,
    page: lazyRoute(() => import('./pages/proxy-record-page.tsx')),
  },
]);
