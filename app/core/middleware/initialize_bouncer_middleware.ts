import { Bouncer } from '@adonisjs/bouncer'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { policies } from '#generated/policies'

/**
 * A bouncer for the request's user (`ctx.bouncer`): the policies of every
 * module (app/<module>/policies, indexed into #generated/policies) say who
 * may do what; their refusals answer in the spec's error shape (the
 * exception handler maps E_AUTHORIZATION_FAILURE, see #core/authorization).
 * No abilities: every check is a policy of the module that owns the resource.
 */
export default class InitializeBouncerMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    ctx.bouncer = new Bouncer(
      () => ctx.auth.user || null,
      undefined,
      policies
    ).setContainerResolver(ctx.containerResolver)

    /**
     * Share bouncer helpers with Edge templates.
     */
    if ('view' in ctx) {
      ctx.view.share(ctx.bouncer.edgeHelpers)
    }

    return next()
  }
}

declare module '@adonisjs/core/http' {
  export interface HttpContext {
    bouncer: Bouncer<Exclude<HttpContext['auth']['user'], undefined>, undefined, typeof policies>
  }
}
