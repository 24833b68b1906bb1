import { BaseTransformer } from '@adonisjs/core/transformers'
import type { WizardValues } from '#accounts/services/onboarding'

/** The onboarding wizard's answers so far, each step's fields filled in from them. */
export default class OnboardingValuesTransformer extends BaseTransformer<WizardValues> {
  toObject() {
    return this.pick(this.resource, [
      'city',
      'timezone',
      'hasCompany',
      'companyName',
      'companySize',
      'professionalRole',
      'industries',
      'growthChallenge',
      'discoverySource',
      'discoverySourceOther',
    ])
  }
}
