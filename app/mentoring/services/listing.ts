import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'

/**
 * The one definition of a listed mentor (shown in the catalogue, matching and
 * on a profile page): an approved, active, completed profile (it has a
 * headline; a freshly approved applicant's empty profile is not shown until
 * the mentor saves it) of an active MENTOR account.
 */
export function whereListed<Query extends DatabaseQueryBuilderContract<any>>(
  query: Query,
  tables: { profile: string; user: string } = { profile: 'mentor_profiles', user: 'users' }
): Query {
  return query
    .where(`${tables.profile}.is_approved`, true)
    .where(`${tables.profile}.is_active`, true)
    .whereNotNull(`${tables.profile}.headline`)
    .where(`${tables.user}.status`, 'active')
    .where(`${tables.user}.role`, 'MENTOR')
}
