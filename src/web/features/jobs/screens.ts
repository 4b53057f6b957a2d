import { defineMessages } from '../../../shared/i18n/define.ts';
import { lazyRoute } from '../../lib/lazy-route.ts';
import { vendorAdmin } from '../../lib/screen-rules.ts';
import { defineScreens } from '../../lib/screens.ts';

export const jobScreenMessages = defineMessages({
  adminJobs: { id: 'Nav.adminJobs', defaultMessage: 'Jobs' },
});

/**
 * Background jobs and their failures: the vendor's administrators, who run the portal (the API
 * lets other staff read the jobs of the accounts they hold).
 */
export const jobScreens = defineScreens([
  {
    key: 'AdminJobs',
    path: 'Administration/Jobs',
    title: jobScreenMessages.adminJobs,
    group: 'admin',
    order: 140,
    visible: vendorAdmin,
    page: lazyRoute(() => import('./pages/jobs-page.tsx')),
  },
]);
