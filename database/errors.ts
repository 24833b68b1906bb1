/** A unique-constraint violation, in PostgreSQL or SQLite (two writers racing for one key). */
export function isUniqueViolation(error: unknown) {
  const code = (error as { code?: string } | null)?.code
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT'
}
