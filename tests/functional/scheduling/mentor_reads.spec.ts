import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type User from '#accounts/models/user'
import Feedback from '#scheduling/models/feedback'
import { publicReviewsOf } from '#scheduling/services/session_feedback'
import { whereHasWeeklyHours } from '#scheduling/services/schedule_settings'
import { reviewsOf } from '#mentoring/services/mentor_profile_page'
import { toDbInstant } from '#database/columns'
import { givenMentor } from '#tests/helpers/mentors'
import { givenSession } from '#tests/helpers/sessions'
import { givenUser } from '#tests/helpers/users'

/*
| What scheduling tells mentoring of its mentors (given when the app starts): their public
| reviews, for the profile page, and which profiles have weekly hours, for the listing.
*/

let hour = 0

/** A completed session of `mentor` with `mentee`, and the feedback `author` left on it. */
async function givenFeedback(
  mentor: User,
  mentee: User,
  options: {
    author?: User
    publicText: string | null
    createdAt: DateTime
    rating?: number
    wouldRecommend?: boolean | null
  }
) {
  hour += 1
  const session = await givenSession(mentor, mentee, {
    startsAt: DateTime.utc(2024, 2, 1, 8).plus({ hours: hour }),
    status: 'completed',
  })
  const feedback = await Feedback.create({
    sessionId: session.id,
    authorUserId: (options.author ?? mentee).id,
    overallRating: options.rating ?? 5,
    publicText: options.publicText,
    wouldRecommend: options.wouldRecommend ?? null,
  })
  await db
    .from('feedbacks')
    .where('id', feedback.id)
    .update({ created_at: toDbInstant(options.createdAt) })
  return feedback
}

test.group('Scheduling | what mentoring reads of its mentors', () => {
  test('public reviews: mentees’ public texts on this mentor’s sessions, newest first (then the later one), paged, authors by id', async ({
    assert,
  }) => {
    const { user: mentor } = await givenMentor()
    const { user: otherMentor } = await givenMentor()
    const [anna, bruno, carla] = await Promise.all(
      ['Anna', 'Bruno', 'Carla'].map((firstName) => givenUser({ firstName }))
    )
    const day = DateTime.utc().minus({ days: 3 }).startOf('second')
    const older = await givenFeedback(mentor, anna, {
      publicText: '  Clear advice on pricing.\n',
      createdAt: day.minus({ days: 1 }),
      rating: 4,
      wouldRecommend: true,
    })
    const sameDayFirst = await givenFeedback(mentor, bruno, {
      publicText: 'Helpful.',
      createdAt: day,
      wouldRecommend: false,
    })
    const sameDayLater = await givenFeedback(mentor, carla, {
      publicText: 'Great questions.',
      createdAt: day,
    })
    // No public reviews: no text, a blank one, the mentor's own words, another mentor's session.
    await givenFeedback(mentor, anna, { publicText: null, createdAt: day })
    await givenFeedback(mentor, bruno, { publicText: ' \t\r\n ', createdAt: day })
    await givenFeedback(mentor, carla, { author: mentor, publicText: 'Sharp', createdAt: day })
    await givenFeedback(otherMentor, anna, { publicText: 'Elsewhere', createdAt: day })

    const all = await publicReviewsOf(mentor.id, { offset: 0, limit: 10 })
    assert.equal(all.total, 3)
    assert.deepEqual(
      all.reviews.map((review) => review.id),
      [sameDayLater.id, sameDayFirst.id, older.id]
    )
    const oldest = all.reviews[2]
    assert.deepEqual(
      { ...oldest, createdAt: oldest.createdAt.toUTC().toISO() },
      {
        id: older.id,
        authorUserId: anna.id,
        rating: 4,
        wouldRecommend: true,
        text: '  Clear advice on pricing.\n',
        createdAt: day.minus({ days: 1 }).toUTC().toISO(),
      }
    )
    assert.deepEqual(
      all.reviews.map((review) => review.wouldRecommend),
      [null, false, true]
    )

    const second = await publicReviewsOf(mentor.id, { offset: 1, limit: 1 })
    assert.equal(second.total, 3)
    assert.deepEqual(
      second.reviews.map((review) => review.id),
      [sameDayFirst.id]
    )
  })

  test('a deleted mentee’s review stays, with no author: the profile shows it under "Former member"', async ({
    assert,
    client,
  }) => {
    const { user: mentor } = await givenMentor()
    const kept = await givenUser({ firstName: 'Giulia', lastName: 'rossi' })
    const leaving = await givenUser({ firstName: 'Marco', lastName: 'Bianchi' })
    const day = DateTime.utc().minus({ days: 2 }).startOf('second')
    await givenFeedback(mentor, kept, { publicText: 'Kept', createdAt: day })
    const left = await givenFeedback(mentor, leaving, {
      publicText: 'Left',
      createdAt: day.plus({ hours: 1 }),
    })
    await leaving.delete()

    const { reviews } = await publicReviewsOf(mentor.id, { offset: 0, limit: 10 })
    assert.deepEqual(
      reviews.map((review) => [review.id, review.authorUserId]),
      [
        [left.id, null],
        [reviews[1].id, kept.id],
      ]
    )

    const page = await reviewsOf(mentor.id)
    assert.deepEqual(
      page.data.map((review) => [review.authorName, review.authorInitials, review.text]),
      [
        ['Former member', 'FM', 'Left'],
        ['Giulia R.', 'GR', 'Kept'],
      ]
    )
    // In the reader's language, initials as the name reads.
    const italian = await client
      .get(`/api/mentors/${mentor.id}/reviews`)
      .header('Accept-Language', 'it')
    italian.assertStatus(200)
    assert.deepEqual(
      italian.body().data.map((review: any) => [review.authorName, review.authorInitials]),
      [
        ['Ex membro', 'EM'],
        ['Giulia R.', 'GR'],
      ]
    )
  })

  test('weekly hours: only the rows whose profile has some, asked inside the caller’s query', async ({
    assert,
  }) => {
    const withHours = await givenMentor()
    const without = await givenMentor({ weeklyHours: false })
    const ids = [withHours.profile.id, without.profile.id]
    const rows = await whereHasWeeklyHours(
      db.from('mentor_profiles as p').whereIn('p.id', ids),
      'p.id'
    ).select('p.id')
    assert.deepEqual(
      rows.map((row) => row.id),
      [withHours.profile.id]
    )
  })
})
