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

/**
 * Where a query meets its members: its column holding their id, and the alias they get.
 * `optional`: a left join (a row whose member is gone stays, its member's values null).
 */
export type MemberJoin = { on: string; as: string; optional?: boolean }

/** Joins each row's member (an inner join unless `optional`: a row whose member is gone drops out). */
export function joinMembers<Q extends Query>(query: Q, { on, as, optional }: MemberJoin): Q {
  return optional
    ? query.leftJoin(`users as ${as}`, `${as}.id`, on)
    : query.join(`users as ${as}`, `${as}.id`, on)
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

/**
 * Adds the time zone of the member whose id is in the query's column `on`, selected as `as`
 * ('timezone' unless told): the slots and the booking read a mentor's zone with their terms in
 * one statement. A row without a member drops out.
 */
export function joinMemberTimeZone<Q extends Query>(
  query: Q,
  { on, as = 'timezone' }: { on: string; as?: string }
): Q {
  const member = `${as}_member`
  return joinMembers(query, { on, as: member }).select(
    ...memberColumns(member, { [as]: 'timezone' })
  )
}

/** The columns of a member joined by joinMemberName, qualified, for sorts, filters and grouping. */
export type MemberNameColumns = { firstName: string; lastName: string; email: string }

/** The columns joinMemberName(query, { as }) joins in (a search names them, an ordering...). */
export function memberNameColumns(as: string): MemberNameColumns {
  const member = `${as}_member`
  return {
    firstName: memberColumn(member, 'firstName'),
    lastName: memberColumn(member, 'lastName'),
    email: memberColumn(member, 'email'),
  }
}

/**
 * Adds the name of the member whose id is in the query's column `on`, selected as
 * `<as>_first_name` and `<as>_last_name`; `also` selects their e-mail (`<as>_email`) and
 * language (`<as>_locale`) too. A row without a member drops out, unless `optional`.
 * memberNameColumns(as) names the joined columns for the caller's sorts and filters (the
 * console's sessions, payments, referrals...).
 */
export function joinMemberName<Q extends Query>(
  query: Q,
  {
    on,
    as,
    optional = false,
    also = [],
  }: { on: string; as: string; optional?: boolean; also?: readonly ('email' | 'locale')[] }
): Q {
  const member = `${as}_member`
  return joinMembers(query, { on, as: member, optional }).select(
    ...memberColumns(member, {
      [`${as}_first_name`]: 'firstName',
      [`${as}_last_name`]: 'lastName',
      ...Object.fromEntries(also.map((field) => [`${as}_${field}`, field])),
    })
  )
}
