import { test } from '@japa/runner'
import type { ApiResponse } from '@japa/api-client'
import { DateTime } from 'luxon'
import env from '#start/env'
import db from '@adonisjs/lucid/services/db'
import type User from '#accounts/models/user'
import MentoringSession from '#scheduling/models/mentoring_session'
import Feedback from '#scheduling/models/feedback'
import { MENTOR_PROFILE_RULES } from '#business/messages'
import { toDbInstant } from '#database/columns'
import { givenUser } from '#tests/helpers/users'
import { givenIndustry, givenMentor, givenSkill } from '#tests/helpers/mentors'
import { pageFrom, ssrBody } from '#tests/helpers/inertia'

const APP_URL = env.get('APP_URL').replace(/\/+$/, '')

let sequence = 0
function unique(prefix: string) {
  sequence += 1
  return `${prefix}-${sequence}-${Date.now().toString(36)}`
}

/** The `content` of a tag in the page's <head>, found by an attribute (`property="og:url"`). */
function headTag(html: string, attribute: 'name' | 'property', value: string) {
  const head = html.slice(0, html.indexOf('</head>'))
  const tags = head.match(/<meta\b[^>]*>/g) ?? []
  const tag = tags.find((candidate) => candidate.includes(`${attribute}="${value}"`))
  return tag?.match(/content="([^"]*)"/)?.[1]?.replace(/&amp;/g, '&') ?? null
}

function canonicalOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'))
  const tag = head.match(/<link\b[^>]*rel="canonical"[^>]*>/)?.[0]
  return tag?.match(/href="([^"]*)"/)?.[1] ?? null
}

/** The HTML of a page request. */
async function htmlOf(request: PromiseLike<ApiResponse>) {
  const response = await request
  return response.text()
}

/** The status a request answers. */
async function statusOf(request: PromiseLike<ApiResponse>) {
  const response = await request
  return response.status()
}

function titleOf(html: string) {
  return html.match(/<title[^>]*>([^<]*)<\/title>/)?.[1] ?? null
}

let sessionHour = 0

/** A completed session of `mentor` with `mentee`, and the feedback `author` left on it. */
async function givenFeedback(
  mentor: User,
  mentee: User,
  options: {
    author?: User
    publicText: string | null
    rating?: number
    daysAgo: number
    wouldRecommend?: boolean | null
  }
) {
  sessionHour += 1
  const startsAt = DateTime.utc(2024, 1, 1, 8).plus({ hours: sessionHour })
  const session = await MentoringSession.create({
    mentorUserId: mentor.id,
    menteeUserId: mentee.id,
    startsAt,
    endsAt: startsAt.plus({ minutes: 60 }),
    durationMinutes: 60,
    objective: 'Validate the pricing of our B2B product',
    problem: 'We do not know whether to charge per seat or per usage',
    desiredOutcome: 'A pricing model to test with five customers',
    communicationTool: 'jitsi',
    status: 'completed',
    entitlement: 'subscription',
    bookedMonth: '2024-01',
  })
  const feedback = await Feedback.create({
    sessionId: session.id,
    authorUserId: (options.author ?? mentee).id,
    overallRating: options.rating ?? 5,
    publicText: options.publicText,
    wouldRecommend: options.wouldRecommend ?? null,
  })
  const createdAt = DateTime.utc().minus({ days: options.daysAgo })
  await db
    .from('feedbacks')
    .where('id', feedback.id)
    .update({ created_at: toDbInstant(createdAt) })
  return feedback
}

/** A mentor with every field of the profile filled in. */
async function givenCompleteMentor(options: { slug?: string | null; photo?: boolean } = {}) {
  const fundraising = await givenSkill('Fundraising', 'Raccolta fondi')
  const pricing = await givenSkill('B2B pricing', 'Prezzi B2B')
  const fintech = await givenIndustry('Fintech', 'Finance', 'Fintech (it)')
  const retail = await givenIndustry('Retail', 'Commerce', 'Commercio al dettaglio')
  const nextAvailableAt = DateTime.utc()
    .plus({ days: 6 })
    .set({ hour: 14, minute: 30 })
    .startOf('minute')
  const slug = options.slug === undefined ? unique('chiara-esposito') : options.slug
  const { user, profile } = await givenMentor({
    firstName: 'Chiara',
    lastName: 'Esposito',
    slug,
    headline: 'Fintech founder, two exits; I help founders price and raise',
    bio: 'Founded two fintech companies.\nNow I help first-time founders with pricing and fundraising.',
    years: 18,
    hourlyRate: 95.5,
    sessionDuration: 45,
    rating: 4.75,
    ratingsCount: 12,
    sessionsCount: 34,
    nextAvailableAt,
    skills: [fundraising, pricing],
    industries: [
      { industry: retail, years: 3 },
      { industry: fintech, years: 11 },
    ],
  })
  if (options.photo) {
    user.profileImage = `/uploads/profile-images/${user.id}/5f0c9a4e-2b7d-4c1e-9a0b-1c2d3e4f5a6b.webp`
    await user.save()
  }
  return {
    user,
    profile,
    nextAvailableAt,
    skills: { fundraising, pricing },
    industries: { fintech, retail },
  }
}

test.group('Mentor profile | page', () => {
  test('by id and by slug: every field of the profile is in the page props', async ({
    client,
    assert,
  }) => {
    const { user, skills, industries, nextAvailableAt } = await givenCompleteMentor({ photo: true })
    const canonical = `${APP_URL}/mentors/${user.slug}`

    for (const path of [`/mentors/${user.id}`, `/mentors/${user.slug}`]) {
      const response = await client.get(path)
      response.assertStatus(200)
      const page = pageFrom(response.text())
      assert.equal(page.component, 'mentoring/mentor_profile')
      assert.isFalse(page.props.loadError)
      assert.isFalse(page.props.isOwnProfile)
      assert.deepEqual(page.props.mentor, {
        id: user.id,
        slug: user.slug,
        firstName: 'Chiara',
        lastName: 'Esposito',
        name: 'Chiara Esposito',
        initials: 'CE',
        photoUrl: user.profileImage,
        headline: 'Fintech founder, two exits; I help founders price and raise',
        headlineLang: 'en',
        bio: 'Founded two fintech companies.\nNow I help first-time founders with pricing and fundraising.',
        bioLang: 'en',
        yearsOfExperience: 18,
        skills: [
          { slug: skills.pricing.slug, name: 'B2B pricing' },
          { slug: skills.fundraising.slug, name: 'Fundraising' },
        ],
        industries: [
          { slug: industries.fintech.slug, name: 'Fintech', years: 11 },
          { slug: industries.retail.slug, name: 'Retail', years: 3 },
        ],
        hourlyRateCents: 9550,
        currency: 'EUR',
        sessionDuration: 45,
        rating: 4.75,
        ratingsCount: 12,
        sessionsCount: 34,
        confirmHours: null,
        // Fewer than OUTCOME_RULES.profileMinAnswers answers to the outcome follow-up: no rate.
        outcomes: null,
        nextAvailableAt: nextAvailableAt.toISO(),
        profileUrl: canonical,
      })
      assert.deepEqual(page.props.reviews, {
        data: [],
        pagination: { total: 0, page: 1, limit: 10, pages: 0, hasMore: false },
      })
      assert.equal(page.props.meta.canonicalUrl, canonical)
    }
  })

  test("skills and industries are named in the viewer's language", async ({ client, assert }) => {
    const { user } = await givenCompleteMentor()
    const page = pageFrom(
      await htmlOf(client.get(`/mentors/${user.id}`).withRawCookie('locale', 'it'))
    )
    assert.deepEqual(
      page.props.mentor.skills.map((skill: { name: string }) => skill.name),
      ['Prezzi B2B', 'Raccolta fondi']
    )
    assert.deepEqual(
      page.props.mentor.industries.map((industry: { name: string }) => industry.name),
      ['Fintech (it)', 'Commercio al dettaglio']
    )
  })

  test("the server-rendered page shows the profile, the rate in the viewer's locale and the next slot in the viewer's zone", async ({
    client,
    assert,
  }) => {
    const { user, nextAvailableAt } = await givenCompleteMentor()
    const viewer = await givenUser({ timezone: 'America/New_York', firstName: 'Nadia' })

    const english = ssrBody(await htmlOf(client.get(`/mentors/${user.slug}`).loginAs(viewer)))
    for (const text of [
      'Chiara Esposito',
      'Fintech founder, two exits; I help founders price and raise',
      'Now I help first-time founders with pricing and fundraising.',
      'Fundraising',
      'B2B pricing',
      'Fintech',
      '11 years',
      '3 years',
      'Usually €95.50/hour elsewhere: here mentors give their time for free',
      '45 minutes',
      '4.8 out of 5 (12 ratings)',
      '34 sessions',
      'Request a session',
      'Message',
      'Copy profile link',
      'No reviews yet.',
    ]) {
      assert.include(english, text)
    }
    const local = nextAvailableAt.setZone('America/New_York')
    assert.include(english, `${local.toFormat('EEEE, MMMM d')}`)
    assert.include(english, `${local.toFormat('h:mm a')}`)
    assert.include(english, '(New York time)')
    assert.include(english, `href="/mentors/${user.id}/sessions/new"`)
    // "Message" opens the conversation with the mentor (the one they have, or a new one).
    assert.include(english, `href="/messages/with/${user.id}"`)

    const italian = ssrBody(
      await htmlOf(client.get(`/mentors/${user.slug}`).withRawCookie('locale', 'it'))
    )
    for (const text of [
      'Di solito 95,50\u00a0€ l&#x27;ora altrove: qui i mentor offrono il loro tempo gratuitamente',
      '45 minuti',
      '4,8 su 5 (12 valutazioni)',
      '34 sessioni',
      '(UTC)',
    ]) {
      assert.include(italian, text)
    }
    assert.include(italian, 'Richiedi una sessione')
    // Signed out: booking and messages go through sign-in and come back.
    assert.include(
      italian,
      `href="/login?returnTo=${encodeURIComponent(`/mentors/${user.id}/sessions/new`)}"`
    )
    assert.include(
      italian,
      `href="/login?returnTo=${encodeURIComponent(`/messages/with/${user.id}`)}"`
    )
    assert.include(italian, 'Accedi per inviare un messaggio')
  })

  test('the HTML carries the sharing tags: title, description, Open Graph, Twitter card, canonical', async ({
    client,
    assert,
  }) => {
    const { user } = await givenCompleteMentor({ photo: true })
    const canonical = `${APP_URL}/mentors/${user.slug}`
    for (const path of [`/mentors/${user.id}`, `/mentors/${user.slug}`]) {
      const html = await htmlOf(client.get(path))
      assert.equal(titleOf(html), 'Chiara Esposito, mentor · Mentorship Hub')
      const description = headTag(html, 'name', 'description')!
      assert.isAtMost(description.length, MENTOR_PROFILE_RULES.metaDescriptionMaxLength)
      assert.match(
        description,
        /^Fintech founder, two exits; I help founders price and raise — Founded two fintech companies\. Now I help/
      )
      assert.equal(canonicalOf(html), canonical)
      assert.equal(headTag(html, 'property', 'og:type'), 'profile')
      assert.equal(
        headTag(html, 'property', 'og:title'),
        'Chiara Esposito, mentor · Mentorship Hub'
      )
      assert.equal(headTag(html, 'property', 'og:description'), description)
      assert.equal(headTag(html, 'property', 'og:url'), canonical)
      assert.equal(headTag(html, 'property', 'og:image'), `${APP_URL}${user.profileImage}`)
      assert.equal(headTag(html, 'property', 'og:site_name'), 'Mentorship Hub')
      assert.equal(headTag(html, 'name', 'twitter:card'), 'summary')
      assert.equal(headTag(html, 'name', 'twitter:image'), `${APP_URL}${user.profileImage}`)
    }

    // No slug: the canonical URL uses the id; no photo: no image tag.
    const { user: plain } = await givenMentor({
      firstName: 'Marco',
      lastName: 'Neri',
      bio: 'Twenty years building and scaling companies across Europe; now I help founders find focus, hire their first team and raise from angels and funds.',
    })
    const html = await htmlOf(client.get(`/mentors/${plain.id}`).withRawCookie('locale', 'it'))
    assert.equal(canonicalOf(html), `${APP_URL}/mentors/${plain.id}`)
    assert.equal(headTag(html, 'property', 'og:url'), `${APP_URL}/mentors/${plain.id}`)
    assert.isNull(headTag(html, 'property', 'og:image'))
    assert.equal(titleOf(html), `Marco ${plain.lastName}, mentor · Mentorship Hub`)
    assert.equal(headTag(html, 'property', 'og:locale'), 'it_IT')
    // A long headline and bio are cut at a word, within the limit.
    const description = headTag(html, 'name', 'description')!
    assert.isAtMost(description.length, MENTOR_PROFILE_RULES.metaDescriptionMaxLength)
    assert.match(
      description,
      /^Operator and investor helping founders raise their seed round — Twenty years .*\S…$/
    )
  })

  test('unlisted mentors and unknown ids or slugs are the 404 page', async ({ client, assert }) => {
    const pending = await givenMentor({ approved: false, slug: unique('pending') })
    const inactive = await givenMentor({ active: false, slug: unique('inactive') })
    const suspended = await givenMentor({ status: 'suspended', slug: unique('suspended') })
    const student = await givenUser()
    const mentorWithoutProfile = await givenUser({ role: 'MENTOR' })
    const paths = [
      `/mentors/${pending.user.id}`,
      `/mentors/${pending.user.slug}`,
      `/mentors/${inactive.user.id}`,
      `/mentors/${inactive.user.slug}`,
      `/mentors/${suspended.user.id}`,
      `/mentors/${suspended.user.slug}`,
      `/mentors/${student.id}`,
      `/mentors/${mentorWithoutProfile.id}`,
      '/mentors/nobody-has-this-slug',
      '/mentors/999999999',
      '/mentors/99999999999999999999999',
    ]
    for (const path of paths) {
      const response = await client.get(path)
      assert.equal(response.status(), 404, path)
      assert.equal(pageFrom(response.text()).component, 'errors/not_found', path)

      const reviews = await client.get(`/api${path}/reviews`)
      assert.equal(reviews.status(), 404, `${path}/reviews`)
      assert.equal(reviews.body().errorCode, 'NOT_FOUND')
    }
    // A slug is lower-case: another spelling is no profile.
    const listed = await givenMentor({ slug: unique('listed') })
    assert.equal(await statusOf(client.get(`/mentors/${listed.user.slug!.toUpperCase()}`)), 404)
  })

  test('/mentors/matching is still the matching page, not a profile', async ({
    client,
    assert,
  }) => {
    const response = await client.get('/mentors/matching').redirects(0)
    response.assertStatus(302)
    assert.equal(
      response.header('location'),
      `/login?returnTo=${encodeURIComponent('/mentors/matching')}`
    )
  })

  test('a profile that cannot be loaded is logged and shown as "Failed to load mentor profile" (500) with a retry', async ({
    client,
    assert,
  }) => {
    const { user, profile } = await givenMentor({ slug: unique('damaged') })
    // Damaged data: the profile's JSON column no longer parses.
    await db.from('mentor_profiles').where('id', profile.id).update({ company_sizes: '{"startup"' })

    const response = await client.get(`/mentors/${user.slug}`)
    response.assertStatus(500)
    const page = pageFrom(response.text())
    assert.equal(page.component, 'mentoring/mentor_profile')
    assert.isTrue(page.props.loadError)
    assert.isNull(page.props.mentor)
    const markup = ssrBody(response.text())
    assert.include(markup, 'Failed to load mentor profile')
    assert.include(markup, `href="/mentors/${user.slug}"`)
    assert.include(markup, 'Try again')
    assert.equal(headTag(response.text(), 'name', 'robots'), 'noindex')

    const italian = await client.get(`/mentors/${user.id}`).withRawCookie('locale', 'it')
    italian.assertStatus(500)
    assert.include(ssrBody(italian.text()), 'Impossibile caricare il profilo del mentor')
  })
})

test.group('Mentor profile | reviews', () => {
  test("a member's own words carry their language: an English bio on the Italian page reads as English, and the other way round", async ({
    client,
    assert,
  }) => {
    const { user: mentor } = await givenMentor({
      slug: unique('bilingual'),
      headline: 'Aiuto i fondatori a raccogliere il primo round di investimento',
      bio: 'Twenty years building and scaling companies across Europe, now helping founders find focus.',
    })
    const mentee = await givenUser({ firstName: 'Lingua', lastName: 'Rossi' })
    await givenFeedback(mentor, mentee, {
      publicText: 'Consigli pratici e molto utili per preparare il pitch.',
      daysAgo: 1,
    })
    await givenFeedback(mentor, await givenUser({ firstName: 'Short' }), {
      publicText: 'Great!',
      daysAgo: 2,
    })

    const reviews = await client.get(`/api/mentors/${mentor.id}/reviews`)
    assert.deepEqual(
      reviews.body().data.map((review: { textLang: string | null }) => review.textLang),
      ['it', null],
      'a text too short to tell takes the language of the page'
    )

    const italian = ssrBody(
      await htmlOf(client.get(`/mentors/${mentor.slug}`).withRawCookie('locale', 'it'))
    )
    assert.match(italian, /<p lang="en"[^>]*>Twenty years building/)
    assert.match(italian, /<p lang="it"[^>]*>Aiuto i fondatori/)
    assert.match(italian, /<p lang="it"[^>]*>Consigli pratici/)
    assert.match(italian, /<p class="[^"]*">Great!<\/p>/)

    // The cards of the list say the headline's language too.
    const list = await client.get(`/api/mentors?q=${encodeURIComponent('Aiuto i fondatori')}`)
    const card = list.body().data.find((one: { id: number }) => one.id === mentor.id)
    assert.equal(card?.headlineLang, 'it')
  })

  test('"Would you recommend?" left unanswered stays unanswered: null in the API, nothing on the page', async ({
    client,
    assert,
  }) => {
    const { user: mentor } = await givenMentor({ slug: unique('recommended') })
    const answers = [true, false, null] as const
    for (const [index, wouldRecommend] of answers.entries()) {
      const mentee = await givenUser({ firstName: `Answer${index}`, lastName: 'Bianchi' })
      await givenFeedback(mentor, mentee, {
        publicText: `Answer ${index}: a useful hour.`,
        daysAgo: index + 1,
        wouldRecommend,
      })
    }
    const reviews = await client.get(`/api/mentors/${mentor.id}/reviews`)
    reviews.assertStatus(200)
    assert.deepEqual(
      reviews
        .body()
        .data.map((review: { wouldRecommend: boolean | null }) => review.wouldRecommend),
      [true, false, null]
    )

    const markup = ssrBody(await htmlOf(client.get(`/mentors/${mentor.id}`)))
    assert.include(markup, 'Answer 2: a useful hour.')
    assert.equal(markup.split('Would recommend').length - 1, 1)
    assert.equal(markup.split('Would not recommend').length - 1, 1)
  })

  test("only public texts of this mentor's mentees, newest first, paginated with hasMore", async ({
    client,
    assert,
  }) => {
    const { user: mentor } = await givenMentor({ slug: unique('reviewed') })
    const { user: otherMentor } = await givenMentor()
    const mentees = await Promise.all(
      Array.from({ length: 13 }, (_, index) =>
        givenUser({ firstName: `Mentee${index + 1}`, lastName: 'rossi' })
      )
    )
    // 13 public reviews, review i written i days ago.
    const ids: number[] = []
    for (const [index, mentee] of mentees.entries()) {
      const feedback = await givenFeedback(mentor, mentee, {
        publicText: `  Review number ${index + 1}: clear, practical advice.  `,
        rating: (index % 5) + 1,
        daysAgo: index + 1,
      })
      ids.push(feedback.id)
    }
    // Not public reviews: no text, blank text, the mentor's own feedback, another mentor's session.
    await givenFeedback(mentor, mentees[0], { publicText: null, daysAgo: 0 })
    await givenFeedback(mentor, mentees[1], { publicText: '   \n ', daysAgo: 0 })
    await givenFeedback(mentor, mentees[2], {
      author: mentor,
      publicText: 'A great mentee',
      daysAgo: 0,
    })
    await givenFeedback(otherMentor, mentees[3], { publicText: 'About someone else', daysAgo: 0 })

    const first = await client.get(`/api/mentors/${mentor.id}/reviews?page=1&limit=5`)
    first.assertStatus(200)
    assert.deepEqual(first.body().pagination, {
      total: 13,
      page: 1,
      limit: 5,
      pages: 3,
      hasMore: true,
    })
    assert.deepEqual(
      first.body().data.map((review: { id: number }) => review.id),
      ids.slice(0, 5)
    )
    const [newest] = first.body().data
    assert.deepEqual(Object.keys(newest).sort(), [
      'authorInitials',
      'authorName',
      'createdAt',
      'id',
      'rating',
      'text',
      'textLang',
      'wouldRecommend',
    ])
    assert.equal(newest.authorName, 'Mentee1 R.')
    assert.equal(newest.authorInitials, 'MR')
    assert.equal(newest.text, 'Review number 1: clear, practical advice.')
    assert.equal(newest.rating, 1)

    const last = await client.get(`/api/mentors/${mentor.slug}/reviews?page=3&limit=5`)
    assert.deepEqual(last.body().pagination, {
      total: 13,
      page: 3,
      limit: 5,
      pages: 3,
      hasMore: false,
    })
    assert.deepEqual(
      last.body().data.map((review: { id: number }) => review.id),
      ids.slice(10)
    )

    const defaults = await client.get(`/api/mentors/${mentor.id}/reviews`)
    assert.deepEqual(defaults.body().pagination, {
      total: 13,
      page: 1,
      limit: 10,
      pages: 2,
      hasMore: true,
    })
    const beyond = await client.get(`/api/mentors/${mentor.id}/reviews?page=9`)
    assert.deepEqual(beyond.body().data, [])
    assert.isFalse(beyond.body().pagination.hasMore)

    // The page renders the first page on the server.
    const page = pageFrom(await htmlOf(client.get(`/mentors/${mentor.slug}`)))
    assert.deepEqual(page.props.reviews.pagination, {
      total: 13,
      page: 1,
      limit: MENTOR_PROFILE_RULES.reviewsPageSize,
      pages: 2,
      hasMore: true,
    })
    assert.deepEqual(
      page.props.reviews.data.map((review: { id: number }) => review.id),
      ids.slice(0, 10)
    )
    const markup = ssrBody(await htmlOf(client.get(`/mentors/${mentor.slug}`)))
    assert.include(markup, 'Review number 1: clear, practical advice.')
    assert.include(markup, 'Showing 10 of 13 reviews')
    assert.include(markup, 'Load more')
    assert.notInclude(markup, 'A great mentee')
    assert.notInclude(markup, 'About someone else')
  })

  test("page and limit out of range are validation errors in the viewer's language", async ({
    client,
    assert,
  }) => {
    const { user: mentor } = await givenMentor()
    for (const query of [
      'page=0',
      'page=abc',
      'limit=0',
      `limit=${MENTOR_PROFILE_RULES.reviewsMaxPageSize + 1}`,
    ]) {
      const response = await client.get(`/api/mentors/${mentor.id}/reviews?${query}`)
      assert.equal(response.status(), 422, query)
      assert.equal(response.body().errorCode, 'VALIDATION_ERROR')
    }
    const english = await client.get(`/api/mentors/${mentor.id}/reviews?limit=500`)
    assert.deepEqual(english.body().errors, { limit: ['Page size must be at most 100'] })
    const italian = await client
      .get(`/api/mentors/${mentor.id}/reviews?limit=500`)
      .header('accept-language', 'it')
    assert.deepEqual(italian.body().errors, {
      limit: ['Il campo dimensione della pagina può essere al massimo 100'],
    })
  })
})
