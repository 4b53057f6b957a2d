import { defineMessages } from '../../../shared/i18n/define.ts';

/** Notes and files of a record (a case, a ticket); the ids are the case detail's, where they began. */
export const notesMessages = defineMessages({
  notes: { id: 'CaseDetail.notes', defaultMessage: 'Notes' },
  noNotes: { id: 'CaseDetail.noNotes', defaultMessage: 'No notes yet.' },
  newNote: { id: 'CaseDetail.newNote', defaultMessage: 'New note' },
  addNote: { id: 'CaseDetail.addNote', defaultMessage: 'Add note' },
  noteAdded: { id: 'CaseDetail.noteAdded', defaultMessage: 'Your note was added.' },
  noteInReports: {
    id: 'CaseDetail.noteInReports',
    defaultMessage: 'Notes appear in reports within {hours, plural, one {# hour} other {# hours}}.',
  },
  noteFile: { id: 'CaseDetail.noteFile', defaultMessage: 'Attach a file (optional)' },
  noteBy: { id: 'CaseDetail.noteBy', defaultMessage: '{author}, {time}' },
  attachments: { id: 'CaseDetail.attachments', defaultMessage: 'Attachments' },
  noAttachments: { id: 'CaseDetail.noAttachments', defaultMessage: 'No attachments yet.' },
  uploadFile: { id: 'CaseDetail.uploadFile', defaultMessage: 'Add a file' },
  uploaded: { id: 'CaseDetail.uploaded', defaultMessage: 'The file {name} was attached.' },
});
