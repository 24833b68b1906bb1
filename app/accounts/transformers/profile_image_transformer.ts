import type User from '#accounts/models/user'
import { BaseTransformer } from '@adonisjs/core/transformers'
import { profileImageOf } from '#accounts/services/profile'

/** The profile image's URLs as the settings page shows them (null when there is none). */
export default class ProfileImageTransformer extends BaseTransformer<User> {
  toObject() {
    const image = profileImageOf(this.resource)
    return { url: image.url, thumbnailUrl: image.thumbnail_url }
  }
}
