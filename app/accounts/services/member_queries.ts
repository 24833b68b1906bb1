import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'

/*
| Members inside another module's SQL, for the lists that filter, search, sort or page by a
| member's facts in the same statement as their own rows (the mentor catalogue, Quick Match,
| the console's lists): a second query by ids could not order or page them, and these lists
| have latency budgets. The caller names the column holding the member's id and the alias the
| member is joined under; the table and its columns are written only here.
*/

type Query = DatabaseQueryBuilderContract<any>

/** A member's fields as other modules' queries ask for them (the User model's names). */
const COLUMNS = {
  slug: 'slug',
  firstName: 'first_name',
  lastName: 'last_name',
  email: 'email',
  /** The stored picture: profileThumbnailUrl makes its address. */
  profileImage: 'profile_image',
  locale: 'locale',
  timezone: 'timezone',
  status: 'status',
  role: 'role',
  /** When they joined. */
  createdAt: 'created_at',
} as const

export type MemberField = keyof typeof COLUMNS

/** Where a query meets its members: its column holding their id, and the alias they get. */
export type MemberJoin = { on: string; as: string }

/** Joins each row's member (an inner join: a row whose member is gone drops out). */
export function joinMembers<Q extends Query>(query: Q, { on, as }: MemberJoin): Q {
  return query.join(`users as ${as}`, `${as}.id`, on)
}

/** The SQL column of a joined member's field (`as` as joined), for a where, an order or a search. */
export function memberColumn(as: string, field: MemberField) {
  return `${as}.${COLUMNS[field]}`
}

/**
 * The selections of a joined member's fields, each under the name the caller reads it by
 * (`{ first_name: 'firstName' }`), to spread into its select.
 */
export function memberColumns(as: string, fields: Record<string, MemberField>) {
  return Object.entries(fields).map(([name, field]) => `${memberColumn(as, field)} as ${name}`)
}

/**
 * Only members who are active MENTORs and have chosen a password (an invited mentor has none
 * until they do): the account's side of a listed mentor.
 */
export function whereActiveMentorAccount<Q extends Query>(query: Q, as: string): Q {
  return query
    .where(memberColumn(as, 'status'), 'active')
    .where(memberColumn(as, 'role'), 'MENTOR')
    .whereNotNull(`${as}.password`)
}
