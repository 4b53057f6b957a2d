import { z } from 'zod';
import { installZodMessages } from '../../shared/domain/validation.ts';

/**
 * Installs the shared zod messages in the browser. Imported, for this effect, by the modules that
 * turn schema issues into messages (use-schema-form.ts, field-messages.ts) rather than by main.tsx:
 * zod (about 80 KB gzip) then loads with the first form, not with the entry chunk of every page.
 */
installZodMessages(z);
