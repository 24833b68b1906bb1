import { OnboardingAnswerSchema } from '#database/schema'
import { belongsTo } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import type { CompanySize, DiscoverySource } from '#business/accounts'
import User from '#accounts/models/user'

/**
 * What a user answered in the onboarding wizard. The industries picked there
 * are the user's industries (User.industries).
 */
export default class OnboardingAnswer extends OnboardingAnswerSchema {
  declare companySize: CompanySize | null
  declare discoverySource: DiscoverySource | null

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>

  /** The user answered "no company". */
  get hasNoCompany() {
    return this.companyName === null
  }
}
