import { UserSchema } from '#database/schema'
import hash from '@adonisjs/core/services/hash'
import { compose } from '@adonisjs/core/helpers'
import { withAuthFinder } from '@adonisjs/auth/mixins/lucid'
import type { Role, UserStatus } from '#business/accounts'

export default class User extends compose(UserSchema, withAuthFinder(hash)) {
  declare role: Role
  declare status: UserStatus

  get fullName() {
    return `${this.firstName} ${this.lastName}`.trim()
  }

  /** Upper-cased first letters of first and last name. */
  get initials() {
    return `${this.firstName.charAt(0)}${this.lastName.charAt(0)}`.toUpperCase()
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
