import { RefundSchema } from '#database/schema'
import { belongsTo } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import Invoice from '#billing/models/invoice'

export default class Refund extends RefundSchema {
  @belongsTo(() => Invoice)
  declare invoice: BelongsTo<typeof Invoice>
}
