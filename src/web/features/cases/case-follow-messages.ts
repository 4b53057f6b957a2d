import { defineMessages } from '../../../shared/i18n/define.ts';

/** Following a case, its CC list, and the list's quick filters (issue 29 point 3). */
export const caseFollowMessages = defineMessages({
  follow: { id: 'CaseFollow.follow', defaultMessage: 'Follow' },
  unfollow: { id: 'CaseFollow.unfollow', defaultMessage: 'Unfollow' },
  followHelp: {
    id: 'CaseFollow.followHelp',
    defaultMessage: 'Followers are e-mailed about new notes, status changes and closure (when e-mail notifications are on in User Settings).',
  },
  followed: { id: 'CaseFollow.followed', defaultMessage: 'You follow case {number}.' },
  unfollowed: { id: 'CaseFollow.unfollowed', defaultMessage: 'You no longer follow case {number}.' },
  quickFilters: { id: 'CaseFollow.quickFilters', defaultMessage: 'Show' },
  allCases: { id: 'CaseFollow.allCases', defaultMessage: 'All cases' },
  myCases: { id: 'CaseFollow.myCases', defaultMessage: 'My cases' },
  followedCases: { id: 'CaseFollow.followedCases', defaultMessage: 'Cases I follow' },
  unassigned: { id: 'CaseFollow.unassigned', defaultMessage: 'Unassigned' },
  cc: { id: 'CaseFollow.cc', defaultMessage: 'CC e-mails' },
  noCc: { id: 'CaseFollow.noCc', defaultMessage: 'Nobody is copied.' },
  editCc: { id: 'CaseFollow.editCc', defaultMessage: 'Edit CC list' },
  saveCc: { id: 'CaseFollow.saveCc', defaultMessage: 'Save' },
  cancelCc: { id: 'CaseFollow.cancelCc', defaultMessage: 'Cancel' },
  ccSaved: { id: 'CaseFollow.ccSaved', defaultMessage: 'The CC list was saved.' },
});
