/** The case API routes (server module cases). */
export const casePaths = {
  summary: '/mapi/cases/summary',
  create: '/mapi/cases',
  detail: (caseNumber: string) => `/mapi/cases/${encodeURIComponent(caseNumber)}`,
  notes: (caseNumber: string) => `${casePaths.detail(caseNumber)}/notes`,
  attachments: (caseNumber: string) => `${casePaths.detail(caseNumber)}/attachments`,
  attachment: (caseNumber: string, id: string) =>
    `${casePaths.detail(caseNumber)}/attachments/${encodeURIComponent(id)}`,
  requestClosure: (caseNumber: string) => `${casePaths.detail(caseNumber)}/closure`,
  acceptClosure: (caseNumber: string) => `${casePaths.detail(caseNumber)}/closure/accept`,
};
