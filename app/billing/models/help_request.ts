import { HelpRequestSchema } from '#database/schema'
import type { HelpRequestStatus, HelpRequestTopic } from '#business/pro_features'

/** A PRO member's request for help from the team, e-mailed to TEAM_EMAIL. */
export default class HelpRequest extends HelpRequestSchema {
  declare topic: HelpRequestTopic
  declare status: HelpRequestStatus
}
