import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { toDbInstant } from '#database/columns'
import type { User } from '#accounts/index'
import type { Locale } from '#business/app'
import { AppError } from '#core/errors'
import { cardsOfMentors, listedMentors } from '#mentoring/services/catalogue'

/**
 * Saved mentors are a mentee's (STUDENT's) list: loaded with every page for a
 * STUDENT so the hearts are right everywhere, kept in the order they were saved.
 */

export function keepsSavedMentors(user: User | undefined | null): user is User {
  return user?.role === 'STUDENT'
}

function assertStudent(user: User) {
  if (!keepsSavedMentors(user)) {
    throw new AppError('FORBIDDEN', { messageKey: 'mentors.saved.studentsOnly' })
  }
}

/** Mentor user ids this user saved, most recent first (listed mentors only). */
export async function savedMentorIds(user: User) {
  const rows: { mentor_user_id: number }[] = await db
    .from('saved_mentors')
    .whereIn('mentor_user_id', listedMentors().select('mentor_profiles.user_id'))
    .where('user_id', user.id)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .select('mentor_user_id')
  return rows.map((row) => row.mentor_user_id)
}

export async function savedMentorCards(user: User, locale: Locale) {
  return cardsOfMentors(await savedMentorIds(user), locale)
}

/** Saves a listed mentor; saving twice is harmless (one row per pair). */
export async function saveMentor(user: User, mentorUserId: number) {
  assertStudent(user)
  const listed = await listedMentors().where('mentor_profiles.user_id', mentorUserId).first()
  if (!listed) {
    throw new AppError('NOT_FOUND', { messageKey: 'mentors.errors.notFound' })
  }
  await db
    .table('saved_mentors')
    .insert({
      user_id: user.id,
      mentor_user_id: mentorUserId,
      created_at: toDbInstant(DateTime.utc()),
    })
    .onConflict(['user_id', 'mentor_user_id'])
    .ignore()
}

export async function unsaveMentor(user: User, mentorUserId: number) {
  assertStudent(user)
  await db.from('saved_mentors').where({ user_id: user.id, mentor_user_id: mentorUserId }).delete()
}
