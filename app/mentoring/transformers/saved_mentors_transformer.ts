import { BaseTransformer } from '@adonisjs/core/transformers'

/** The ids of the mentors a member saved, as the saved-mentor calls answer them (`{ data }`). */
export default class SavedMentorsTransformer extends BaseTransformer<{ mentorIds: number[] }> {
  toObject() {
    return { data: this.resource.mentorIds }
  }
}
