import type { HttpContext } from '@adonisjs/core/http'
import UserTransformer from '#accounts/transformers/user_transformer'
import { pendingTour } from '#accounts/services/onboarding'

/** What every page gets from accounts: the signed-in user and the guided tour. */
export function accountsPageProps({ auth }: Partial<HttpContext>) {
  const user = auth?.user
  return {
    user: user ? UserTransformer.transform(user) : null,
    // The guided tour, once, right after onboarding.
    tour: pendingTour(user),
  }
}

declare module '#core/services/page_props' {
  interface ModulePageProps extends ReturnType<typeof accountsPageProps> {}
}
