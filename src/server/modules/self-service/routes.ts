import type { TApp, TAppContext } from '../../platform/app-context.ts';
import { registerChangePassword } from './change-password.ts';
import { registerPasswordReset } from './password-reset.ts';
import { registerProfile } from './profile.ts';

/** Account self-service (issue 29 point 6): profile, password change, forgotten password. */
export function registerSelfServiceRoutes(app: TApp, ctx: TAppContext): void {
  registerProfile(app, ctx);
  registerChangePassword(app, ctx);
  registerPasswordReset(app, ctx);
}
