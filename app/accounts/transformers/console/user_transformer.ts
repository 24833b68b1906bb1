import { BaseTransformer } from '@adonisjs/core/transformers'
import type { FromSchema } from 'json-schema-to-ts'
import { BOOLEAN, DATE_TIME, exactly, INTEGER, nullable, STRING } from '#core/services/schema_parts'
import {
  boolOf,
  fullName,
  instantOf,
  isoOf,
  textOrNull,
  type ConsoleRow,
} from '#core/services/record_values'

/** A member's account in the console (the API document's AdminUsersRecord). */
export const consoleUserSchema = exactly({
  id: INTEGER,
  email: nullable(STRING),
  firstName: nullable(STRING),
  lastName: nullable(STRING),
  fullName: nullable(STRING),
  role: nullable(STRING),
  status: nullable(STRING),
  locale: nullable(STRING),
  timezone: nullable(STRING),
  onboarded: nullable(BOOLEAN),
  emailVerifiedAt: nullable(DATE_TIME),
  suspendedAt: nullable(DATE_TIME),
  lastLoginAt: nullable(DATE_TIME),
  createdAt: DATE_TIME,
  slug: nullable(STRING),
})

/** A `users` row as the console's users resource shows it (`Data.Accounts.Console.User`). */
export default class UserTransformer extends BaseTransformer<ConsoleRow> {
  toObject(): FromSchema<typeof consoleUserSchema> {
    const row = this.resource
    return {
      id: Number(row.id),
      email: textOrNull(row.email),
      firstName: textOrNull(row.first_name),
      lastName: textOrNull(row.last_name),
      fullName: fullName(row.first_name, row.last_name),
      role: textOrNull(row.role),
      status: textOrNull(row.status),
      locale: textOrNull(row.locale),
      timezone: textOrNull(row.timezone),
      onboarded: boolOf(row.onboarded),
      emailVerifiedAt: isoOf(row.email_verified_at),
      suspendedAt: isoOf(row.suspended_at),
      lastLoginAt: isoOf(row.last_login_at),
      createdAt: instantOf(row.created_at),
      slug: textOrNull(row.slug),
    }
  }
}
