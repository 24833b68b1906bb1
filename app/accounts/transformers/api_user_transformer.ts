import type User from '#accounts/models/user'
import type { HttpContext } from '@adonisjs/core/http'
import { BaseSerializer, BaseTransformer } from '@adonisjs/core/transformers'

/**
 * The user as the JSON API answers it (spec sections 3 and 7): snake_case,
 * nested under `user` by the controllers. `profile_image` is the image's URL.
 */
export default class ApiUserTransformer extends BaseTransformer<User> {
  toObject() {
    const user = this.resource
    return {
      id: user.id,
      first_name: user.firstName,
      last_name: user.lastName,
      email: user.email,
      role: user.role,
      onboarded: user.onboarded,
      city: user.city,
      timezone: user.timezone,
      company_name: user.companyName,
      company_size: user.companySize,
      professional_role: user.professionalRole,
      profile_image: user.profileImage,
      slug: user.slug,
      locale: user.locale,
    }
  }
}

/** Serializes transformer output as is (no `data` wrapper). */
class PlainSerializer extends BaseSerializer<{ PaginationMetaData: Record<string, unknown> }> {
  wrap = undefined
  definePaginationMetaData(metaData: unknown) {
    return metaData as Record<string, unknown>
  }
}

const serializer = new PlainSerializer()

/** `{ user }` as the auth calls answer it. */
export async function userResponse(ctx: HttpContext, user: User) {
  return serializer.serialize({ user: ApiUserTransformer.transform(user) }, ctx.containerResolver)
}
