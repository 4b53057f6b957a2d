import { z } from 'zod';
import { ZAccountId } from './common.ts';

/**
 * The steps of the Onboarding panel (spec section 2 screens; shown for an account not onboarded
 * yet), in their order: two the signed-in user takes (language or time zone, a phone number), three
 * the provider takes for the account (its managed network, its sites, its contracts in the portal).
 */
export const ONBOARDING_STEPS = ['settings', 'phone', 'network', 'sites', 'contracts'] as const;
export type TOnboardingStep = (typeof ONBOARDING_STEPS)[number];

/** Who takes a step: the user, or the provider for the account. */
export const ONBOARDING_STEP_OWNER: Record<TOnboardingStep, 'user' | 'provider'> = {
  settings: 'user',
  phone: 'user',
  network: 'provider',
  sites: 'provider',
  contracts: 'provider',
};

export const ZOnboardingQuery = z.object({ account_id: ZAccountId }).strict();
export const ZCompleteOnboardingRequest = z.object({ account_id: ZAccountId }).strict();

/** GET /mapi/accounts/onboarding: each step and whether it is done; whether the caller may close onboarding. */
export const ZOnboarding = z.object({
  onboarded: z.boolean(),
  steps: z.array(z.object({ step: z.enum(ONBOARDING_STEPS), done: z.boolean() })),
  /** Vendor staff holding the account: they mark it onboarded, which ends the panel. */
  canComplete: z.boolean(),
});
export type TOnboarding = z.infer<typeof ZOnboarding>;
