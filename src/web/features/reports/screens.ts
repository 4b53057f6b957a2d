import { defineMessages } from '../../../shared/i18n/define.ts';
import { packageMatches, tier } from '../../../shared/domain/permissions.ts';
import { admin, both, managed, user } from '../../lib/screen-rules.ts';
import { defineScreens } from '../../lib/screens.ts';

export const reportScreenMessages = defineMessages({
  essentialReports: { id: 'Nav.essentialReports', defaultMessage: 'Essential reports' },
  advancedReports: { id: 'Nav.advancedReports', defaultMessage: 'Advanced reports' },
  kpiReports: { id: 'Nav.kpiReports', defaultMessage: 'KPI reports' },
  premierReports: { id: 'Nav.premierReports', defaultMessage: 'Premier reports' },
  customReports: { id: 'Nav.customReports', defaultMessage: 'Custom reports' },
  activityReport: { id: 'Nav.activityReport', defaultMessage: 'Activity report' },
});

/** Reports: not for guests; the package tier and level choose which (not built yet). */
export const reportScreens = defineScreens([
  {
    key: 'EssentialReports',
    path: 'Reports/Essential',
    title: reportScreenMessages.essentialReports,
    group: 'reports',
    order: 10,
    visible: user,
    areaIndex: 'Reports',
  },
  {
    key: 'AdvancedReports',
    path: 'Reports/Advanced',
    title: reportScreenMessages.advancedReports,
    group: 'reports',
    order: 20,
    visible: (c) => user(c) && tier(c.facts.packageName) !== 'essential',
  },
  {
    key: 'KpiReports',
    path: 'Reports/Kpi',
    title: reportScreenMessages.kpiReports,
    group: 'reports',
    order: 30,
    visible: both(managed, user),
  },
  {
    key: 'PremierReports',
    path: 'PremierReports',
    title: reportScreenMessages.premierReports,
    group: 'reports',
    order: 40,
    visible: (c) => user(c) && packageMatches(c.facts.packageName, 'Premier'),
  },
  {
    key: 'CustomReports',
    path: 'CustomReports',
    title: reportScreenMessages.customReports,
    group: 'reports',
    order: 50,
    visible: admin,
  },
  {
    key: 'ActivityReport',
    path: 'ActivityReport',
    title: reportScreenMessages.activityReport,
    group: 'reports',
    order: 60,
    visible: admin,
  },
]);
