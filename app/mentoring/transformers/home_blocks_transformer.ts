import { BaseTransformer } from '@adonisjs/core/transformers'
import { HOME_KEYS, type HomeBlock, type HomeKey } from '#core/services/content'

/** The home page's editable blocks (admin content home_*) by key (`Data.Mentoring.HomeBlocks`). */
export default class HomeBlocksTransformer extends BaseTransformer<Record<HomeKey, HomeBlock>> {
  toObject() {
    return this.pick(this.resource, HOME_KEYS)
  }
}
