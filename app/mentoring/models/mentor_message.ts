import { MentorMessageSchema } from '#database/schema'

/** A message to a mentor, relayed by e-mail without revealing either address. */
export default class MentorMessage extends MentorMessageSchema {}
