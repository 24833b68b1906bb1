import { WaitingLineEntrySchema } from '#database/schema'

/** A mentee's place in a full mentor's waiting line, in the order of asking (the id). */
export default class WaitingLineEntry extends WaitingLineEntrySchema {}
