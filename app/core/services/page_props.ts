import type { HttpContext } from '@adonisjs/core/http'
import type { AlwaysProp, UnPackedPageProps } from '@adonisjs/inertia/types'

/**
 * The props a feature module shares with every page, each module adding its keys to this
 * interface (declaration merging in its page_props.ts) and its values with sharePageProps()
 * when the app boots: core's Inertia middleware sends them without knowing the modules.
 */

export interface ModulePageProps {}

type Contributor = (
  ctx: HttpContext
) => Partial<ModulePageProps> | Promise<Partial<ModulePageProps>>

const contributors: Contributor[] = []

export function sharePageProps(contributor: Contributor) {
  contributors.push(contributor)
}

/** Every module's props for this request, sent with every visit (partial reloads too). */
export async function modulePageProps(ctx: HttpContext) {
  const parts = await Promise.all(contributors.map((contributor) => contributor(ctx)))
  const props: Record<string, AlwaysProp<UnPackedPageProps>> = {}
  for (const part of parts) {
    for (const [key, value] of Object.entries(part)) props[key] = ctx.inertia.always(value)
  }
  return props as { [Key in keyof ModulePageProps]: AlwaysProp<ModulePageProps[Key]> }
}
