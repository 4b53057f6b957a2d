import { DEFAULT_ATTACHMENT_MAX_MB } from '../../../shared/domain/uploads.ts';
import { useSession } from '../../lib/session.tsx';

/**
 * The largest attachment the server takes (ATTACHMENT_MAX_MB, sent with the session status), so
 * the browser refuses a too large file before sending it, with the same limit in its message.
 */
export function useAttachmentMaxMb(): number {
  return useSession().status?.environment.attachmentMaxMb ?? DEFAULT_ATTACHMENT_MAX_MB;
}
