import { defineMessages } from './define.ts';

/** The texts vendor staff write (Custom Top Banner, Update Static Text). */
export const portalTextMessages = defineMessages({
  topBanner: { id: 'Texts.key.topBanner', defaultMessage: 'Top banner' },
  loginNotice: { id: 'Texts.key.loginNotice', defaultMessage: 'Sign-in page notice' },
  dashboardWelcome: { id: 'Texts.key.dashboardWelcome', defaultMessage: 'Dashboard welcome' },
  supportContact: { id: 'Texts.key.supportContact', defaultMessage: 'Support contact (footer)' },
  bannerSubtitle: {
    id: 'Texts.bannerSubtitle',
    defaultMessage:
      'Shown at the top of every page for every account while it is on. Users may hide it for their session; a changed banner shows again.',
  },
  staticSubtitle: {
    id: 'Texts.staticSubtitle',
    defaultMessage: 'Texts shown in fixed places of the portal. A text that is off or empty is not shown.',
  },
  markdownHint: {
    id: 'Texts.markdownHint',
    defaultMessage:
      'Markdown: **bold**, *italic*, lists, [links](https://example.com). Links to other sites open in a new tab; javascript:, vbscript: and data: links are removed.',
  },
  enabled: { id: 'Texts.enabled', defaultMessage: 'Shown' },
  language: { id: 'Texts.language', defaultMessage: 'Language' },
  content: { id: 'Texts.content', defaultMessage: 'Text ({locale})' },
  fallback: { id: 'Texts.fallback', defaultMessage: 'Empty: the English (US) text is shown in this language.' },
  preview: { id: 'Texts.preview', defaultMessage: 'Preview' },
  previewEmpty: { id: 'Texts.previewEmpty', defaultMessage: 'Nothing to show.' },
  save: { id: 'Texts.save', defaultMessage: 'Save' },
  saved: { id: 'Texts.saved', defaultMessage: 'Saved. Users see the change without reloading.' },
  lastChange: { id: 'Texts.lastChange', defaultMessage: 'Last changed {at} by {name}' },
  neverChanged: { id: 'Texts.neverChanged', defaultMessage: 'Never changed' },
  enRequired: { id: 'Texts.enRequired', defaultMessage: 'The English (US) text is required.' },
  bannerRegion: { id: 'Texts.bannerRegion', defaultMessage: 'Announcement' },
  hideBanner: { id: 'Texts.hideBanner', defaultMessage: 'Hide for this session' },
});
