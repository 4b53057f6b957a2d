import { defineWidgets } from '../../lib/widgets.ts';
import { caseWidgetMessages } from './widgets/case-widget-messages.ts';
import { CasesBreakdownWidget } from './widgets/cases-breakdown-widget.tsx';
import { OpenCasesWidget } from './widgets/open-cases-widget.tsx';
import { OpenSeverity1Widget } from './widgets/open-severity1-widget.tsx';

/** The account's cases on the Home Dashboard: breakdown, open last 30/7 days, open severity 1. */
export const caseWidgets = defineWidgets([
  {
    id: 'cases-breakdown',
    title: caseWidgetMessages.breakdownTitle,
    Component: CasesBreakdownWidget,
    visible: () => true,
  },
  { id: 'open-cases', title: caseWidgetMessages.openTitle, Component: OpenCasesWidget, visible: () => true },
  {
    id: 'open-severity-1',
    title: caseWidgetMessages.severity1Title,
    Component: OpenSeverity1Widget,
    visible: () => true,
  },
]);
