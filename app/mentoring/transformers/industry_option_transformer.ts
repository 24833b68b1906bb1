import { BaseTransformer } from '@adonisjs/core/transformers'
import type { industryOptions } from '#accounts/index'

type IndustryOption = Awaited<ReturnType<typeof industryOptions>>[number]

/** An industry a picker offers, under its sector (`Data.Mentoring.IndustryOption`). */
export default class IndustryOptionTransformer extends BaseTransformer<IndustryOption> {
  toObject() {
    return this.pick(this.resource, ['id', 'name', 'sector'])
  }
}
