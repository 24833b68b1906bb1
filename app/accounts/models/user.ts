import { UserSchema } from '#database/schema'
import hash from '@adonisjs/core/services/hash'
import { compose } from '@adonisjs/core/helpers'
import { withAuthFinder } from '@adonisjs/auth/mixins/lucid'
import { hasMany, hasOne, manyToMany } from '@adonisjs/lucid/orm'
import type { HasMany, HasOne, ManyToMany } from '@adonisjs/lucid/types/relations'
import type { CompanySize, Role, UserStatus } from '#business/accounts'
import type { Locale } from '#business/app'
import OnboardingAnswer from '#accounts/models/onboarding_answer'
import AuthToken from '#accounts/models/auth_token'
import Industry from '#core/models/industry'
import { initialsOf } from '#accounts/services/initials'

export default class User extends compose(UserSchema, withAuthFinder(hash)) {
  declare role: Role
  declare status: UserStatus
  declare locale: Locale
  declare companySize: CompanySize | null

  @hasOne(() => OnboardingAnswer)
  declare onboardingAnswer: HasOne<typeof OnboardingAnswer>

  @manyToMany(() => Industry, { pivotTable: 'user_industries' })
  declare industries: ManyToMany<typeof Industry>

  @hasMany(() => AuthToken)
  declare authTokens: HasMany<typeof AuthToken>

  get fullName() {
    return `${this.firstName} ${this.lastName}`.trim()
  }

  /** Upper-cased first letters of first and last name. */
  get initials() {
    return initialsOf(this.firstName, this.lastName)
  }

  get isAdmin() {
    return this.role === 'ADMIN'
  }

  get isMentor() {
    return this.role === 'MENTOR'
  }

  get isSuspended() {
    return this.status === 'suspended'
  }
}
