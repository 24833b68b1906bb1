import type { HttpContext } from '@adonisjs/core/http'
import { isAllowed } from '#core/authorization'
import PlanPolicy from '#billing/policies/plan_policy'

/**
 * What every page gets from billing: whether the viewer may use plans,
 * payments and the PRO features (their links in the menus).
 */
export function billingPageProps({ auth }: Partial<HttpContext>) {
  const user = auth?.user
  return { canUsePlans: !!user && isAllowed(new PlanPolicy().use(user)) }
}

declare module '#core/services/page_props' {
  interface ModulePageProps extends ReturnType<typeof billingPageProps> {}
}
