import type { HttpContext } from '@adonisjs/core/http'
import { isAllowed } from '#core/authorization'
import ConsolePolicy from '#admin/policies/console_policy'

/** What every page gets from admin: whether the viewer may use the console (its link in the menu). */
export function adminPageProps({ auth }: Partial<HttpContext>) {
  const user = auth?.user
  return { canUseConsole: !!user && isAllowed(new ConsolePolicy().use(user)) }
}

declare module '#core/services/page_props' {
  interface ModulePageProps extends ReturnType<typeof adminPageProps> {}
}
