import { defineMessages } from '../../../shared/i18n/define.ts';
import { canDownloadSoftware } from '../../../shared/domain/permissions.ts';
import { lazyRoute } from '../../lib/lazy-route.ts';
import { all, user } from '../../lib/screen-rules.ts';
import { defineScreens } from '../../lib/screens.ts';

export const documentScreenMessages = defineMessages({
  documentCenter: { id: 'Nav.documentCenter', defaultMessage: 'Document center' },
  documents: { id: 'Nav.documents', defaultMessage: 'Account documents' },
  releaseNotes: { id: 'Nav.releaseNotes', defaultMessage: 'Release notes' },
  softwareDownloads: { id: 'Nav.softwareDownloads', defaultMessage: 'Software downloads' },
});

/** Documents (not built yet) and software: release notes and software downloads (issue 31). */
export const documentScreens = defineScreens([
  {
    key: 'DocumentCenter',
    path: 'DocumentCenter',
    title: documentScreenMessages.documentCenter,
    group: 'documents',
    order: 10,
    visible: all,
  },
  {
    key: 'Documents',
    path: 'Documents',
    title: documentScreenMessages.documents,
    group: 'documents',
    order: 20,
    visible: all,
  },
  {
    key: 'ReleaseNotes',
    path: 'ReleaseNotes',
    title: documentScreenMessages.releaseNotes,
    group: 'documents',
    order: 30,
    visible: all,
    page: lazyRoute(() => import('./pages/release-notes-page.tsx')),
  },
  {
    key: 'SoftwareDownloads',
    path: 'SoftwareDownloads',
    title: documentScreenMessages.softwareDownloads,
    group: 'documents',
    order: 40,
    visible: (c) => user(c) && canDownloadSoftware(c.facts),
    page: lazyRoute(() => import('./pages/software-downloads-page.tsx')),
  },
]);
