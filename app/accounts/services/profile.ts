import db from '@adonisjs/lucid/services/db'
import type { Infer } from '@vinejs/vine/types'
import type User from '#accounts/models/user'
import type { profileValidator } from '#accounts/validators/profile'
import { profileThumbnailUrl } from '#accounts/services/profile_image'

export type ProfileInput = Infer<typeof profileValidator>

/** Applies a (possibly partial) basic-profile update. */
export async function updateProfile(user: User, input: ProfileInput) {
  await db.transaction(async (trx) => {
    user.useTransaction(trx)
    if (input.first_name !== undefined) user.firstName = input.first_name
    if (input.last_name !== undefined) user.lastName = input.last_name
    if (input.city !== undefined) user.city = input.city
    if (input.timezone !== undefined) user.timezone = input.timezone
    if (input.company_name !== undefined) user.companyName = input.company_name
    if (input.company_size !== undefined) user.companySize = input.company_size
    if (input.professional_role !== undefined) user.professionalRole = input.professional_role
    await user.save()
    if (input.industries !== undefined) {
      await user.related('industries').sync(input.industries, true, trx)
    }
  })
  return user
}

export function profileImageOf(user: User) {
  return {
    url: user.profileImage,
    thumbnail_url: profileThumbnailUrl(user.profileImage),
  }
}
