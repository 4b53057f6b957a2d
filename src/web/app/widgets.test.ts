import { describe, expect, it } from 'vitest';
import { DASHBOARD_WIDGET_IDS } from '../../shared/contracts/dashboard.ts';
import { dashboardWidgets, loadDashboardWidgets } from '../lib/widgets.ts';
import { loadWidgets } from './features.ts';

describe('the dashboard widgets the features declare', () => {
  it('are every widget id once, in the default order, as the dashboard reads them', async () => {
    const widgets = await loadWidgets();
    expect(widgets.map((w) => w.id)).toEqual([...DASHBOARD_WIDGET_IDS]);
    expect(await loadDashboardWidgets()).toEqual(widgets);
    expect(dashboardWidgets()).toEqual(widgets);
  });
});
