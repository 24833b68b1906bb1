import { AuditLogSchema } from '#database/schema'

/** Who changed what, with JSON snapshots before and after. Append-only. */
export default class AuditLog extends AuditLogSchema {}
