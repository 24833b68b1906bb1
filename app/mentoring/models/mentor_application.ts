import { MentorApplicationSchema } from '#database/schema'
import type { MentorApplicationBasis, MentorApplicationStatus } from '#business/accounts'

/** A signed-in user's request to become a mentor, reviewed by an admin. */
export default class MentorApplication extends MentorApplicationSchema {
  declare basis: MentorApplicationBasis
  declare status: MentorApplicationStatus
}
