/** The case API routes (server module cases). */
export const casePaths = {
  summary: '/mapi/cases/summary',
  create: '/mapi/cases',
  detail: (caseNumber: string) => `/mapi/cases/${encodeURIComponent(caseNumber)}`,
  requestClosure: (caseNumber: string) => `${casePaths.detail(caseNumber)}/closure`,
  acceptClosure: (caseNumber: string) => `${casePaths.detail(caseNumber)}/closure/accept`,
  refuseClosure: (caseNumber: string) => `${casePaths.detail(caseNumber)}/closure/refuse`,
  reopen: (caseNumber: string) => `${casePaths.detail(caseNumber)}/reopen`,
  work: (caseNumber: string) => `${casePaths.detail(caseNumber)}/work`,
  follow: (caseNumber: string) => `${casePaths.detail(caseNumber)}/follow`,
  cc: (caseNumber: string) => `${casePaths.detail(caseNumber)}/cc`,
};
