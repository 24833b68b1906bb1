import { DataExportSchema } from '#database/schema'
import type { DataExportStatus } from '#business/accounts'

/**
 * One copy of a member's data they asked for: pending while the queue builds it, then ready
 * (its zip on the private `dataExports` disk until `expiresAt`) or failed.
 */
export default class DataExport extends DataExportSchema {
  declare status: DataExportStatus
}
