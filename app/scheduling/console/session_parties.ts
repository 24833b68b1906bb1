import { joinMemberName, memberNameColumns } from '#accounts/index'
import { searchFilter } from '#core/services/admin_resources'

/*
| A console query over mentoring_sessions `s`: both parties' names and languages
| joined from accounts (left joins: a session outlives a deleted party), and the
| search box over their names and e-mails. The sessions and no-shows resources share it.
*/

const MENTOR = { on: 's.mentor_user_id', as: 'mentor', optional: true, also: ['locale'] } as const
const MENTEE = { on: 's.mentee_user_id', as: 'mentee', optional: true, also: ['locale'] } as const

/** The query with mentor_first_name, mentee_locale... selected. */
export function withSessionParties<Q extends Parameters<typeof joinMemberName>[0]>(query: Q): Q {
  return joinMemberName(joinMemberName(query, MENTOR), MENTEE)
}

const mentor = memberNameColumns(MENTOR.as)
const mentee = memberNameColumns(MENTEE.as)

/** `q`: a word of either party's name or e-mail. */
export const searchSessionParties = () =>
  searchFilter(
    mentor.firstName,
    mentor.lastName,
    mentor.email,
    mentee.firstName,
    mentee.lastName,
    mentee.email
  )
