import { ConversationMessageSchema } from '#database/schema'
import type { ConversationSide } from '#business/messages'

/** A message of a conversation: its sender is a side (a party who left stays one). */
export default class ConversationMessage extends ConversationMessageSchema {
  declare senderSide: ConversationSide
}
