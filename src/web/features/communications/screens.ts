import { defineMessages } from '../../../shared/i18n/define.ts';
import { lazyRoute } from '../../lib/lazy-route.ts';
import { admin, all } from '../../lib/screen-rules.ts';
import { defineScreens } from '../../lib/screens.ts';

export const communicationScreenMessages = defineMessages({
  notifications: { id: 'Nav.notifications', defaultMessage: 'Notifications' },
  calendar: { id: 'Nav.calendar', defaultMessage: 'Calendar' },
  myActivities: { id: 'Nav.myActivities', defaultMessage: 'My activities' },
  otherActivities: { id: 'Nav.otherActivities', defaultMessage: "Other users' activities" },
  onboarding: { id: 'Nav.onboarding', defaultMessage: 'Onboarding' },
});

/** Communications (the header's bell leads to Notifications). */
export const communicationScreens = defineScreens([
  {
    key: 'Notifications',
    path: 'Notifications',
    title: communicationScreenMessages.notifications,
    group: 'communications',
    order: 10,
    visible: all,
    page: lazyRoute(() => import('./pages/notifications-page.tsx')),
  },
  {
    key: 'Calendar',
    path: 'Calendar',
    title: communicationScreenMessages.calendar,
    group: 'communications',
    order: 20,
    visible: all,
    page: lazyRoute(() => import('./calendar/pages/calendar-page.tsx')),
  },
  {
    key: 'MyActivities',
    path: 'MyActivities',
    title: communicationScreenMessages.myActivities,
    group: 'communications',
    order: 30,
    visible: all,
    page: lazyRoute(() => import('./pages/my-activities-page.tsx')),
  },
  {
    key: 'OtherActivities',
    path: 'OtherActivities',
    title: communicationScreenMessages.otherActivities,
    group: 'communications',
    order: 40,
    visible: admin,
    page: lazyRoute(() => import('./pages/other-activities-page.tsx')),
  },
  {
    key: 'Onboarding',
    path: 'Onboarding',
    title: communicationScreenMessages.onboarding,
    group: 'communications',
    order: 50,
    visible: (c) => !c.account.onboarded,
    page: lazyRoute(() => import('./pages/onboarding-page.tsx')),
  },
]);
