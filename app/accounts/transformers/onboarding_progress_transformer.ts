import { BaseTransformer } from '@adonisjs/core/transformers'
import type { OnboardingStep } from '#business/accounts'

type OnboardingProgress = { step: OnboardingStep | null; onboarded: boolean }

/**
 * Where the wizard goes after a saved step, as POST /onboarding/:step answers a JSON caller: the
 * next step, or none once the member is onboarded.
 */
export default class OnboardingProgressTransformer extends BaseTransformer<OnboardingProgress> {
  toObject() {
    return this.pick(this.resource, ['step', 'onboarded'])
  }
}
