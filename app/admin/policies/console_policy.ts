import { BasePolicy } from '@adonisjs/bouncer'
import { allow, deny } from '#core/authorization'
import type { User } from '#accounts/index'

/** The admin console (/admin) and its REST API (/api/admin): admins only. */
export default class ConsolePolicy extends BasePolicy {
  use(user: User) {
    return user.role === 'ADMIN' ? allow() : deny('FORBIDDEN')
  }
}
