import { defineMessages } from './i18n/define.ts';

/**
 * The one error catalogue (spec section 8). Every code names its HTTP status in its prefix, and
 * each has a translated message with the same id. The client switches on `code`, never on text.
 */
export const ERROR_STATUS = {
  'ServerValidation.0NoInternetConnection': 0,
  'ServerValidation.400AccountLocked': 400,
  'ServerValidation.400BadRequest': 400,
  'ServerValidation.400InvalidJson': 400,
  'ServerValidation.400CorruptedFile': 400,
  'ServerValidation.400CaseNotCreated': 400,
  'ServerValidation.400CreateFailed': 400,
  'ServerValidation.400DeleteFailed': 400,
  'ServerValidation.400UpdateFailed': 400,
  'ServerValidation.400EmailExists': 400,
  'ServerValidation.400ExternalLoginEmailMismatch': 400,
  'ServerValidation.400ForbiddenFileType': 400,
  'ServerValidation.400FileNameHiddenCharacters': 400,
  'ServerValidation.400InvalidAction': 400,
  'ServerValidation.400ReopenWindowPassed': 400,
  'ServerValidation.400NetworkUnavailableForUser': 400,
  'ServerValidation.400NoAlertId': 400,
  'ServerValidation.400NoAgencies': 400,
  'ServerValidation.400NoNetworkId': 400,
  'ServerValidation.400NoValidToken': 400,
  'ServerValidation.400UserDoesNotExist': 400,
  'ServerValidation.400OperationInProgress': 400,
  'ServerValidation.400DuplicateReleaseNumber': 400,
  'ServerValidation.400AssetTagNotUnique': 400,
  'ServerValidation.400FaultManagerIdSiteExists': 400,
  'ServerValidation.400SiteIdZoneIdPairExists': 400,
  'ServerValidation.400UnableToAddUser': 400,
  'ServerValidation.400UserAlreadyAssigned': 400,
  'ServerValidation.400UserExists': 400,
  'ServerValidation.400UnsupportedCaseSource': 400,
  'ServerValidation.400WrongDateRange': 400,
  'ServerValidation.400WrongParams': 400,
  'ServerValidation.400WrongRoleAssignment': 400,
  'ServerValidation.400MissingAccountNumber': 400,
  'ServerValidation.400MissingTechnology': 400,
  'ServerValidation.400NoSelectedAccount': 400,
  'ServerValidation.401NoValidToken': 401,
  'ServerValidation.401NotLoggedIn': 401,
  'ServerValidation.401InvalidCredentials': 401,
  'ServerValidation.401SessionExpired': 401,
  'ServerValidation.401SessionLifetimeEnded': 401,
  'ServerValidation.402PaymentDeclined': 402,
  'ServerValidation.403Forbidden': 403,
  'ServerValidation.403CsrfTokenInvalid': 403,
  'ServerValidation.403NoAccountAccess': 403,
  'ServerValidation.403TermsNotAccepted': 403,
  'ServerValidation.403CaseCreationDenied': 403,
  'ServerValidation.403RmaCreationDenied': 403,
  'ServerValidation.404NotFound': 404,
  'ServerValidation.404UserNoAppInCustomer360': 404,
  'ServerValidation.404UserNotInCustomer360': 404,
  'ServerValidation.405MethodNotAllowed': 405,
  'ServerValidation.409QuotationResolved': 409,
  'ServerValidation.409NoRepairBank': 409,
  'ServerValidation.409RepairBankCurrency': 409,
  'ServerValidation.409RepairCancelled': 409,
  'ServerValidation.409RepairNotCancellable': 409,
  'ServerValidation.409NotEnoughLicences': 409,
  'ServerValidation.413ExportLimitExceeded': 413,
  'ServerValidation.413FileTooLarge': 413,
  'ServerValidation.413RequestTooLong': 413,
  'ServerValidation.414UnableToUpload': 414,
  'ServerValidation.415UnsupportedMediaType': 415,
  'ServerValidation.422NoFile': 422,
  'ServerValidation.422Unprocessable': 422,
  'ServerValidation.429TooManyAttempts': 429,
  'ServerValidation.431RequestTooLong': 431,
  'ServerValidation.500ZipError': 500,
  'ServerValidation.500DownloadError': 500,
  'ServerValidation.500ExportError': 500,
  'ServerValidation.500PreviewError': 500,
  'ServerValidation.500PreviewWindowsServer': 500,
  'ServerValidation.500UploadError': 500,
  'ServerValidation.500UploadErrorUseAddNote': 500,
  'ServerValidation.500UploadNoSpace': 500,
  'ServerValidation.500Unexpected': 500,
  'ServerValidation.502ExternalSourceFailure': 502,
  'ServerValidation.503ServiceUnavailable': 503,
  'ServerValidation.503ChartDatasourceUnreachable': 503,
} as const;

export type TErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_CODES = Object.keys(ERROR_STATUS) as TErrorCode[];

export function isErrorCode(code: unknown): code is TErrorCode {
  return typeof code === 'string' && code in ERROR_STATUS;
}

/** One field-level problem, with a translatable message. */
export interface TFieldError {
  path: string;
  message: { id: string; values?: Record<string, string | number> };
}

/** The `content` of an error envelope. */
export interface TErrorContent {
  message: string;
  /** ICU values of the message, so the browser can format it in its own catalogue. */
  values?: Record<string, string | number>;
  fields?: TFieldError[];
  requestId?: string;
}

export const errorMessages = defineMessages({
  'ServerValidation.0NoInternetConnection': {
    id: 'ServerValidation.0NoInternetConnection',
    defaultMessage: 'No internet connection. Check your network and try again.',
  },
  'ServerValidation.400AccountLocked': {
    id: 'ServerValidation.400AccountLocked',
    defaultMessage: 'This account is locked.',
  },
  'ServerValidation.400BadRequest': {
    id: 'ServerValidation.400BadRequest',
    defaultMessage: 'The request could not be understood.',
  },
  'ServerValidation.400InvalidJson': {
    id: 'ServerValidation.400InvalidJson',
    defaultMessage: 'The request body is not valid JSON.',
  },
  'ServerValidation.400CorruptedFile': {
    id: 'ServerValidation.400CorruptedFile',
    defaultMessage: 'The file is damaged, or its content does not match its file name extension.',
  },
  'ServerValidation.400CaseNotCreated': {
    id: 'ServerValidation.400CaseNotCreated',
    defaultMessage: 'The case was not created. Please contact the Help Desk.',
  },
  'ServerValidation.400CreateFailed': {
    id: 'ServerValidation.400CreateFailed',
    defaultMessage: 'Could not create the item.',
  },
  'ServerValidation.400DeleteFailed': {
    id: 'ServerValidation.400DeleteFailed',
    defaultMessage: 'Could not delete the item.',
  },
  'ServerValidation.400UpdateFailed': {
    id: 'ServerValidation.400UpdateFailed',
    defaultMessage: 'Could not update the item.',
  },
  'ServerValidation.400EmailExists': {
    id: 'ServerValidation.400EmailExists',
    defaultMessage: 'This e-mail address is already in use.',
  },
  'ServerValidation.400ExternalLoginEmailMismatch': {
    id: 'ServerValidation.400ExternalLoginEmailMismatch',
    defaultMessage: 'The login and the e-mail address do not match.',
  },
  'ServerValidation.400ForbiddenFileType': {
    id: 'ServerValidation.400ForbiddenFileType',
    defaultMessage: 'This file type is not allowed.',
  },
  'ServerValidation.400FileNameHiddenCharacters': {
    id: 'ServerValidation.400FileNameHiddenCharacters',
    defaultMessage:
      'The file name contains hidden characters that change how it reads, such as text direction marks. Rename the file and try again.',
  },
  'ServerValidation.400ReopenWindowPassed': {
    id: 'ServerValidation.400ReopenWindowPassed',
    defaultMessage:
      'This case was closed more than {days} days ago and can no longer be reopened. Please create a new case.',
  },
  'ServerValidation.400InvalidAction': {
    id: 'ServerValidation.400InvalidAction',
    defaultMessage: 'This action is not valid.',
  },
  'ServerValidation.400NetworkUnavailableForUser': {
    id: 'ServerValidation.400NetworkUnavailableForUser',
    defaultMessage: 'This network is not available to you.',
  },
  'ServerValidation.400NoAlertId': {
    id: 'ServerValidation.400NoAlertId',
    defaultMessage: 'No alert was specified.',
  },
  'ServerValidation.400NoAgencies': {
    id: 'ServerValidation.400NoAgencies',
    defaultMessage: 'No agencies were found.',
  },
  'ServerValidation.400NoNetworkId': {
    id: 'ServerValidation.400NoNetworkId',
    defaultMessage: 'No network was specified.',
  },
  'ServerValidation.400NoValidToken': {
    id: 'ServerValidation.400NoValidToken',
    defaultMessage: 'No valid token was provided.',
  },
  'ServerValidation.400UserDoesNotExist': {
    id: 'ServerValidation.400UserDoesNotExist',
    defaultMessage: 'The user does not exist.',
  },
  'ServerValidation.400OperationInProgress': {
    id: 'ServerValidation.400OperationInProgress',
    defaultMessage: 'An operation is already in progress. Please wait.',
  },
  'ServerValidation.400DuplicateReleaseNumber': {
    id: 'ServerValidation.400DuplicateReleaseNumber',
    defaultMessage: 'A release with this number already exists.',
  },
  'ServerValidation.400AssetTagNotUnique': {
    id: 'ServerValidation.400AssetTagNotUnique',
    defaultMessage: 'The asset tag is not unique.',
  },
  'ServerValidation.400FaultManagerIdSiteExists': {
    id: 'ServerValidation.400FaultManagerIdSiteExists',
    defaultMessage: 'A site with this Fault Manager ID already exists.',
  },
  'ServerValidation.400SiteIdZoneIdPairExists': {
    id: 'ServerValidation.400SiteIdZoneIdPairExists',
    defaultMessage: 'A site with this site ID and zone ID already exists.',
  },
  'ServerValidation.400UnableToAddUser': {
    id: 'ServerValidation.400UnableToAddUser',
    defaultMessage: 'Unable to add the user.',
  },
  'ServerValidation.400UserAlreadyAssigned': {
    id: 'ServerValidation.400UserAlreadyAssigned',
    defaultMessage: 'The user is already assigned to this account or managed organization.',
  },
  'ServerValidation.400UserExists': {
    id: 'ServerValidation.400UserExists',
    defaultMessage: 'The user already exists.',
  },
  'ServerValidation.400UnsupportedCaseSource': {
    id: 'ServerValidation.400UnsupportedCaseSource',
    defaultMessage: 'This case source is not supported.',
  },
  'ServerValidation.400WrongDateRange': {
    id: 'ServerValidation.400WrongDateRange',
    defaultMessage: 'The date range is not valid.',
  },
  'ServerValidation.400WrongParams': {
    id: 'ServerValidation.400WrongParams',
    defaultMessage: 'Some of the values you entered are not valid.',
  },
  'ServerValidation.400WrongRoleAssignment': {
    id: 'ServerValidation.400WrongRoleAssignment',
    defaultMessage: 'This role cannot be assigned to this user.',
  },
  'ServerValidation.400MissingAccountNumber': {
    id: 'ServerValidation.400MissingAccountNumber',
    defaultMessage: 'The account number is missing.',
  },
  'ServerValidation.400MissingTechnology': {
    id: 'ServerValidation.400MissingTechnology',
    defaultMessage: 'The technology is missing.',
  },
  'ServerValidation.400NoSelectedAccount': {
    id: 'ServerValidation.400NoSelectedAccount',
    defaultMessage: 'No account is selected.',
  },
  'ServerValidation.401NoValidToken': {
    id: 'ServerValidation.401NoValidToken',
    defaultMessage: 'No valid token was provided.',
  },
  'ServerValidation.401NotLoggedIn': {
    id: 'ServerValidation.401NotLoggedIn',
    defaultMessage: 'You are not signed in.',
  },
  'ServerValidation.401InvalidCredentials': {
    id: 'ServerValidation.401InvalidCredentials',
    defaultMessage: 'The login or password is incorrect.',
  },
  'ServerValidation.401SessionExpired': {
    id: 'ServerValidation.401SessionExpired',
    defaultMessage: 'Your session expired due to inactivity. Please sign in again.',
  },
  'ServerValidation.401SessionLifetimeEnded': {
    id: 'ServerValidation.401SessionLifetimeEnded',
    defaultMessage: 'Your session reached its maximum length. Please sign in again.',
  },
  'ServerValidation.402PaymentDeclined': {
    id: 'ServerValidation.402PaymentDeclined',
    defaultMessage: 'The payment was declined.',
  },
  'ServerValidation.403Forbidden': {
    id: 'ServerValidation.403Forbidden',
    defaultMessage: 'You do not have permission to do this.',
  },
  'ServerValidation.403CsrfTokenInvalid': {
    id: 'ServerValidation.403CsrfTokenInvalid',
    defaultMessage: 'Your page is out of date. Reload the page and try again.',
  },
  'ServerValidation.403NoAccountAccess': {
    id: 'ServerValidation.403NoAccountAccess',
    defaultMessage: 'You do not have access to this account.',
  },
  'ServerValidation.403TermsNotAccepted': {
    id: 'ServerValidation.403TermsNotAccepted',
    defaultMessage: 'Please accept the terms of use first.',
  },
  'ServerValidation.403CaseCreationDenied': {
    id: 'ServerValidation.403CaseCreationDenied',
    defaultMessage: 'Cases cannot be created online for this account. Please contact the Help Desk.',
  },
  'ServerValidation.403RmaCreationDenied': {
    id: 'ServerValidation.403RmaCreationDenied',
    defaultMessage: 'Repairs cannot be requested online for this account. Please contact the support center.',
  },
  'ServerValidation.404NotFound': {
    id: 'ServerValidation.404NotFound',
    defaultMessage: 'The requested resource was not found.',
  },
  'ServerValidation.404UserNoAppInCustomer360': {
    id: 'ServerValidation.404UserNoAppInCustomer360',
    defaultMessage: 'Your user has no application assigned in Customer 360.',
  },
  'ServerValidation.404UserNotInCustomer360': {
    id: 'ServerValidation.404UserNotInCustomer360',
    defaultMessage: 'Your user was not found in Customer 360.',
  },
  'ServerValidation.405MethodNotAllowed': {
    id: 'ServerValidation.405MethodNotAllowed',
    defaultMessage: 'This method is not allowed here.',
  },
  'ServerValidation.409QuotationResolved': {
    id: 'ServerValidation.409QuotationResolved',
    defaultMessage: 'Quotation is allready resolved',
  },
  'ServerValidation.409NoRepairBank': {
    id: 'ServerValidation.409NoRepairBank',
    defaultMessage:
      'Customer number {customerNumber} has no repair bank, so this quote cannot be paid from it. Please contact Customer Care.',
  },
  'ServerValidation.409RepairBankCurrency': {
    id: 'ServerValidation.409RepairBankCurrency',
    defaultMessage:
      'A repair bank pays quotes in USD only, and this quote is in {currency}. Please contact Customer Care.',
  },
  'ServerValidation.409RepairCancelled': {
    id: 'ServerValidation.409RepairCancelled',
    defaultMessage: 'This repair is already cancelled.',
  },
  'ServerValidation.409RepairNotCancellable': {
    id: 'ServerValidation.409RepairNotCancellable',
    defaultMessage: 'This repair can no longer be cancelled: the depot has received the unit.',
  },
  'ServerValidation.409NotEnoughLicences': {
    id: 'ServerValidation.409NotEnoughLicences',
    defaultMessage:
      'Not enough licenses are left for this activation: they may just have been activated by someone else. Nothing was activated.',
  },
  'ServerValidation.413ExportLimitExceeded': {
    id: 'ServerValidation.413ExportLimitExceeded',
    defaultMessage: 'Too many rows to export. Narrow the filters to at most {max, number} rows.',
  },
  'ServerValidation.413FileTooLarge': {
    id: 'ServerValidation.413FileTooLarge',
    defaultMessage: 'The file is too large. The maximum size is {maxMb} MB.',
  },
  'ServerValidation.413RequestTooLong': {
    id: 'ServerValidation.413RequestTooLong',
    defaultMessage: 'The request is too long.',
  },
  'ServerValidation.414UnableToUpload': {
    id: 'ServerValidation.414UnableToUpload',
    defaultMessage: 'Unable to upload the file.',
  },
  'ServerValidation.415UnsupportedMediaType': {
    id: 'ServerValidation.415UnsupportedMediaType',
    defaultMessage: 'This content type is not supported.',
  },
  'ServerValidation.422NoFile': {
    id: 'ServerValidation.422NoFile',
    defaultMessage: 'No file was provided.',
  },
  'ServerValidation.422Unprocessable': {
    id: 'ServerValidation.422Unprocessable',
    defaultMessage: 'The request could not be processed.',
  },
  'ServerValidation.429TooManyAttempts': {
    id: 'ServerValidation.429TooManyAttempts',
    defaultMessage: 'Too many attempts. Please wait a few minutes and try again.',
  },
  'ServerValidation.431RequestTooLong': {
    id: 'ServerValidation.431RequestTooLong',
    defaultMessage: 'The request is too long. Shorten the address or the filters and try again.',
  },
  'ServerValidation.500ZipError': {
    id: 'ServerValidation.500ZipError',
    defaultMessage: 'The ZIP file could not be created.',
  },
  'ServerValidation.500DownloadError': {
    id: 'ServerValidation.500DownloadError',
    defaultMessage: 'The file could not be downloaded.',
  },
  'ServerValidation.500ExportError': {
    id: 'ServerValidation.500ExportError',
    defaultMessage: 'The export could not be created.',
  },
  'ServerValidation.500PreviewError': {
    id: 'ServerValidation.500PreviewError',
    defaultMessage: 'The preview could not be created.',
  },
  'ServerValidation.500PreviewWindowsServer': {
    id: 'ServerValidation.500PreviewWindowsServer',
    defaultMessage: 'Preview is not possible on a Windows server.',
  },
  'ServerValidation.500UploadError': {
    id: 'ServerValidation.500UploadError',
    defaultMessage: 'The file could not be uploaded.',
  },
  'ServerValidation.500UploadErrorUseAddNote': {
    id: 'ServerValidation.500UploadErrorUseAddNote',
    defaultMessage:
      'Case {caseNumber} was saved, but the attachment could not be uploaded. Please add it to the case later with Add note.',
  },
  'ServerValidation.500UploadNoSpace': {
    id: 'ServerValidation.500UploadNoSpace',
    defaultMessage:
      'The server has no room for this file right now, so it was not saved. Please try again later; if this keeps happening, tell your administrator.',
  },
  'ServerValidation.500Unexpected': {
    id: 'ServerValidation.500Unexpected',
    defaultMessage: 'Unexpected error occurred. Please try again.',
  },
  'ServerValidation.502ExternalSourceFailure': {
    id: 'ServerValidation.502ExternalSourceFailure',
    defaultMessage: 'An external system did not answer correctly. Please try again later.',
  },
  'ServerValidation.503ServiceUnavailable': {
    id: 'ServerValidation.503ServiceUnavailable',
    defaultMessage: 'The service is temporarily unavailable. Please try again later.',
  },
  'ServerValidation.503ChartDatasourceUnreachable': {
    id: 'ServerValidation.503ChartDatasourceUnreachable',
    defaultMessage: "The chart's data source cannot be reached. The chart will try again shortly.",
  },
} satisfies Record<TErrorCode, { id: TErrorCode; defaultMessage: string }>);
