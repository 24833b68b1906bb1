import { readFile } from 'node:fs/promises'
import type { HttpContext } from '@adonisjs/core/http'
import { PROFILE_IMAGE_RULES } from '#business/accounts'
import { failField } from '#accounts/validators/rules'
import { userResponse } from '#accounts/transformers/api_user_transformer'
import { profileImageOf } from '#accounts/services/profile'
import {
  checkProfileImage,
  removeProfileImage,
  replaceProfileImage,
  type ProfileImageProblem,
} from '#accounts/services/profile_image'

const MESSAGE_KEYS: Record<ProfileImageProblem, string> = {
  too_large: 'settings.image.errors.tooLarge',
  invalid_type: 'settings.image.errors.invalidType',
  too_small: 'settings.image.errors.tooSmall',
}

/**
 * The profile image (multipart field `image`): checked by its content,
 * re-encoded without metadata, stored through Drive; and deleted.
 */
export default class ProfileImageController {
  /** POST /api/users/profile/image */
  async store(ctx: HttpContext) {
    const { auth, request, i18n } = ctx
    const user = auth.getUserOrFail()
    const file = request.file('image')
    if (!file || !file.tmpPath) {
      failField('image', i18n.t('settings.image.errors.required'), 'required')
    }
    const buffer = await readFile(file.tmpPath)
    const problem = await checkProfileImage(buffer)
    if (problem) {
      failField(
        'image',
        i18n.t(MESSAGE_KEYS[problem], {
          width: PROFILE_IMAGE_RULES.minWidth,
          height: PROFILE_IMAGE_RULES.minHeight,
        }),
        problem
      )
    }
    await replaceProfileImage(user, buffer)
    return { ...(await userResponse(ctx, user)), image: profileImageOf(user) }
  }

  /** DELETE /api/users/profile/image */
  async destroy(ctx: HttpContext) {
    const user = ctx.auth.getUserOrFail()
    await removeProfileImage(user)
    return { ...(await userResponse(ctx, user)), image: profileImageOf(user) }
  }
}
