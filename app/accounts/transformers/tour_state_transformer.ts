import { BaseTransformer } from '@adonisjs/core/transformers'
import type User from '#accounts/models/user'

/** Where the member's guided tour stands, as POST /onboarding/tour answers a JSON caller. */
export default class TourStateTransformer extends BaseTransformer<User> {
  toObject() {
    return this.pick(this.resource, ['tourState'])
  }
}
