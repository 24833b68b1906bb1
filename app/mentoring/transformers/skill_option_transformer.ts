import { BaseTransformer } from '@adonisjs/core/transformers'

/** A skill a picker offers, named in the viewer's language (`Data.Mentoring.SkillOption`). */
export default class SkillOptionTransformer extends BaseTransformer<{ id: number; name: string }> {
  toObject() {
    return this.pick(this.resource, ['id', 'name'])
  }
}
