import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { MENTOR_PROFILE_RULES } from '#business/sessions'
import MentorProfile from '#mentoring/models/mentor_profile'
import type Industry from '#core/models/industry'
import type Skill from '#mentoring/models/skill'
import { givenIndustry, givenMentor, givenSkill } from '#tests/helpers/mentors'
import { givenUser } from '#tests/helpers/users'
import { pageFrom, ssrBody } from '#tests/helpers/inertia'

const PAGE = '/settings/profile/mentor'
const API = '/api/mentor-profile'

type Vocabulary = { skills: Skill[]; industries: Industry[] }

async function givenVocabulary(): Promise<Vocabulary> {
  return {
    skills: [
      await givenSkill('Fundraising', 'Raccolta fondi'),
      await givenSkill('Pricing', 'Prezzi'),
      await givenSkill('Hiring', 'Selezione'),
    ],
    industries: [
      await givenIndustry('Fintech', 'Finance'),
      await givenIndustry('Insurtech', 'Finance'),
      await givenIndustry('SaaS', 'Software'),
    ],
  }
}

/** A complete, valid profile as the page sends it. */
function validPayload(vocabulary: Vocabulary, overrides: Record<string, unknown> = {}) {
  return {
    headline: 'Fintech founder helping teams raise their Series A',
    bio: 'I founded and sold two payment companies and now help founders with fundraising and pricing.',
    yearsOfExperience: 18,
    skills: [vocabulary.skills[0].id, vocabulary.skills[1].id],
    industries: [
      { industryId: vocabulary.industries[0].id, years: 10 },
      { industryId: vocabulary.industries[2].id, years: 4 },
    ],
    hourlyRate: 150.5,
    sessionDurationMinutes: 45,
    bufferBeforeMinutes: 10,
    bufferAfterMinutes: 15,
    maxSessionsPerMonth: 8,
    companySizes: ['startup', 'small'],
    ...overrides,
  }
}

/** What the database holds for a profile: columns, skills and industries with years. */
async function stored(profileId: number) {
  const profile = await MentorProfile.findOrFail(profileId)
  await profile.load('skills')
  await profile.load('industries')
  return {
    headline: profile.headline,
    bio: profile.bio,
    years: profile.yearsOfExperience,
    hourlyRateCents: profile.hourlyRateCents,
    duration: profile.sessionDurationMinutes,
    bufferBefore: profile.bufferBeforeMinutes,
    bufferAfter: profile.bufferAfterMinutes,
    maxPerMonth: profile.maxSessionsPerMonth,
    companySizes: profile.companySizes,
    skills: profile.skills.map((skill) => skill.id).sort((a, b) => a - b),
    industries: profile.industries
      .map((industry) => ({ id: industry.id, years: Number(industry.$extras.pivot_years) }))
      .sort((a, b) => a.id - b.id),
  }
}

test.group('Mentor settings | access', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a STUDENT is refused the page (the 404 page) and the save call (403 FORBIDDEN)', async ({
    client,
    assert,
  }) => {
    const student = await givenUser()
    // A role guard refusing a page load: the 404 page (spec section 1).
    const page = await client.get(PAGE).loginAs(student)
    page.assertStatus(404)
    assert.include(ssrBody(page.text()), 'Page Not Found')

    const call = await client.put(API).withCsrfToken().json({ headline: 'x' }).loginAs(student)
    call.assertStatus(403)
    assert.equal(call.body().errorCode, 'FORBIDDEN')
  })

  test('a signed-out visitor goes to the login page; the call answers 401', async ({
    client,
    assert,
  }) => {
    const page = await client.get(PAGE).redirects(0)
    assert.oneOf(page.status(), [302, 303])
    assert.match(page.header('location') ?? '', /^\/login/)

    const call = await client.put(API).withCsrfToken().json({})
    call.assertStatus(401)
    assert.equal(call.body().errorCode, 'UNAUTHORIZED')
  })

  test('a mentor sees their own values, the skills and industries to pick from', async ({
    client,
    assert,
  }) => {
    const vocabulary = await givenVocabulary()
    const { user, profile } = await givenMentor({
      headline: 'Growth advisor for marketplaces',
      years: 14,
      hourlyRate: 90,
      sessionDuration: 30,
      companySizes: ['medium'],
      skills: [vocabulary.skills[2]],
      industries: [{ industry: vocabulary.industries[1], years: 6 }],
    })
    profile.merge({ bufferBeforeMinutes: 5, bufferAfterMinutes: 20, maxSessionsPerMonth: null })
    await profile.save()
    const other = await givenMentor({ headline: 'Somebody else entirely' })

    const response = await client.get(PAGE).loginAs(user)
    response.assertStatus(200)
    const page = pageFrom(response.text())
    assert.equal(page.component, 'mentoring/settings/mentor_profile')
    assert.deepEqual(page.props.profile, {
      headline: 'Growth advisor for marketplaces',
      bio: profile.bio,
      yearsOfExperience: 14,
      skills: [vocabulary.skills[2].id],
      industries: [{ industryId: vocabulary.industries[1].id, years: 6 }],
      hourlyRate: 90,
      sessionDurationMinutes: 30,
      bufferBeforeMinutes: 5,
      bufferAfterMinutes: 20,
      maxSessionsPerMonth: null,
      companySizes: ['medium'],
    })
    assert.isTrue(page.props.hasProfile)
    assert.equal(page.props.listing.status, 'listed')
    assert.deepEqual(page.props.listing.missing, [])
    assert.includeDeepMembers(page.props.skills, [
      { id: vocabulary.skills[0].id, name: 'Fundraising' },
    ])
    assert.includeDeepMembers(page.props.industries, [
      { id: vocabulary.industries[2].id, name: 'SaaS', sector: 'Software' },
    ])
    const html = ssrBody(response.text())
    assert.include(html, 'Mentor profile')
    assert.include(html, 'Growth advisor for marketplaces')
    assert.notInclude(html, other.profile.headline!)
    assert.lengthOf(html.match(/<main[\s>]/g) ?? [], 1, "one <main>, the layout's")
  })

  test('the page is in Italian for an Italian visitor, labels included', async ({
    client,
    assert,
  }) => {
    const { user } = await givenMentor()
    const response = await client.get(PAGE).header('Accept-Language', 'it').loginAs(user)
    response.assertStatus(200)
    const html = ssrBody(response.text())
    assert.include(html, 'Profilo da mentor')
    assert.include(html, 'Pausa prima delle sessioni (minuti)')
    assert.include(html, 'Salva il profilo da mentor')
  })

  test('an ADMIN without a profile sees the empty state; the first save creates one awaiting approval', async ({
    client,
    assert,
  }) => {
    const vocabulary = await givenVocabulary()
    const admin = await givenUser({ role: 'ADMIN' })
    const response = await client.get(PAGE).loginAs(admin)
    response.assertStatus(200)
    const page = pageFrom(response.text())
    assert.isFalse(page.props.hasProfile)
    assert.equal(page.props.listing.status, 'none')
    assert.deepEqual(page.props.profile.skills, [])
    assert.include(ssrBody(response.text()), 'You don&#x27;t have a mentor profile yet')

    const saved = await client
      .put(API)
      .withCsrfToken()
      .json(validPayload(vocabulary))
      .loginAs(admin)
    saved.assertStatus(200)
    assert.equal(saved.body().listing.status, 'awaiting_approval')
    const profile = await MentorProfile.findByOrFail('userId', admin.id)
    assert.isFalse(profile.isApproved, 'an admin is not a vetted mentor until approved')
    assert.isTrue(profile.isActive)
    const after = await stored(profile.id)
    assert.equal(after.headline, validPayload(vocabulary).headline)
  })

  test('a MENTOR without a profile (role given by an admin) gets an approved one on first save', async ({
    client,
    assert,
  }) => {
    const vocabulary = await givenVocabulary()
    const mentor = await givenUser({ role: 'MENTOR' })
    const saved = await client
      .put(API)
      .withCsrfToken()
      .json(validPayload(vocabulary))
      .loginAs(mentor)
    saved.assertStatus(200)
    // Saved, but not listed until the mentor adds weekly hours; the answer says so.
    assert.equal(saved.body().listing.status, 'incomplete')
    assert.deepEqual(saved.body().listing.missing, ['weekly_hours'])
    const profile = await MentorProfile.findByOrFail('userId', mentor.id)
    assert.isTrue(profile.isApproved)
    assert.isNotNull(profile.approvedAt)
  })
})

test.group('Mentor settings | saving', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('PUT /api/mentor-profile saves every field and answers { profile }', async ({
    client,
    assert,
  }) => {
    const vocabulary = await givenVocabulary()
    const { user, profile } = await givenMentor()
    const payload = validPayload(vocabulary)
    const response = await client.put(API).withCsrfToken().json(payload).loginAs(user)
    response.assertStatus(200)
    assert.deepEqual(response.body().profile, payload)
    assert.equal(response.body().listing.status, 'listed')
    await profile.refresh()
    assert.isNotNull(profile.availabilityComputedAt, 'the next free slot was computed again')

    assert.deepEqual(await stored(profile.id), {
      headline: payload.headline,
      bio: payload.bio,
      years: 18,
      hourlyRateCents: 15050,
      duration: 45,
      bufferBefore: 10,
      bufferAfter: 15,
      maxPerMonth: 8,
      companySizes: ['startup', 'small'],
      skills: [vocabulary.skills[0].id, vocabulary.skills[1].id].sort((a, b) => a - b),
      industries: [
        { id: vocabulary.industries[0].id, years: 10 },
        { id: vocabulary.industries[2].id, years: 4 },
      ].sort((a, b) => a.id - b.id),
    })
  })

  test('saving replaces the skills and industries (years updated, missing ones removed)', async ({
    client,
    assert,
  }) => {
    const vocabulary = await givenVocabulary()
    const { user, profile } = await givenMentor({
      skills: [vocabulary.skills[0], vocabulary.skills[1]],
      industries: [
        { industry: vocabulary.industries[0], years: 3 },
        { industry: vocabulary.industries[1], years: 2 },
      ],
    })
    const response = await client
      .put(API)
      .withCsrfToken()
      .json(
        validPayload(vocabulary, {
          skills: [vocabulary.skills[2].id, vocabulary.skills[1].id],
          industries: [
            { industryId: vocabulary.industries[0].id, years: 12 },
            { industryId: vocabulary.industries[2].id, years: 1 },
          ],
        })
      )
      .loginAs(user)
    response.assertStatus(200)
    const after = await stored(profile.id)
    assert.deepEqual(
      after.skills,
      [vocabulary.skills[1].id, vocabulary.skills[2].id].sort((a, b) => a - b)
    )
    assert.deepEqual(
      after.industries,
      [
        { id: vocabulary.industries[0].id, years: 12 },
        { id: vocabulary.industries[2].id, years: 1 },
      ].sort((a, b) => a.id - b.id)
    )
  })

  test('an empty monthly maximum means no limit; company sizes may be left empty', async ({
    client,
    assert,
  }) => {
    const vocabulary = await givenVocabulary()
    const { user, profile } = await givenMentor({ companySizes: ['large'] })
    profile.maxSessionsPerMonth = 4
    await profile.save()
    const response = await client
      .put(API)
      .withCsrfToken()
      .json(validPayload(vocabulary, { maxSessionsPerMonth: null, companySizes: [] }))
      .loginAs(user)
    response.assertStatus(200)
    const after = await stored(profile.id)
    assert.isNull(after.maxPerMonth)
    assert.deepEqual(after.companySizes, [])
  })

  test('invalid input changes nothing: neither the fields nor the skills and industries', async ({
    client,
    assert,
  }) => {
    const vocabulary = await givenVocabulary()
    const { user, profile } = await givenMentor({
      skills: [vocabulary.skills[0]],
      industries: [{ industry: vocabulary.industries[0], years: 5 }],
    })
    const before = await stored(profile.id)

    const invalidByValidator = validPayload(vocabulary, {
      headline: 'A brand new headline',
      skills: [vocabulary.skills[1].id, vocabulary.skills[2].id],
      industries: [{ industryId: vocabulary.industries[2].id, years: 3 }],
      sessionDurationMinutes: 50,
    })
    // Valid for the validator; refused because an industry does not exist.
    const invalidByReference = validPayload(vocabulary, {
      headline: 'Another new headline',
      skills: [vocabulary.skills[2].id],
      industries: [{ industryId: 987_654, years: 3 }],
    })
    for (const payload of [invalidByValidator, invalidByReference]) {
      const response = await client.put(API).withCsrfToken().json(payload).loginAs(user)
      response.assertStatus(422)
      assert.equal(response.body().errorCode, 'VALIDATION_ERROR')
      assert.deepEqual(await stored(profile.id), before)
    }
  })
})

/** One invalid value, the field it is reported on, and the message in English and Italian. */
type Case = {
  name: string
  change: (vocabulary: Vocabulary) => Record<string, unknown>
  field: string
  en: string
  it: string
}

const R = MENTOR_PROFILE_RULES
const tooMany = (count: number) => Array.from({ length: count }, (_, index) => index + 1)

const CASES: Case[] = [
  {
    name: 'headline missing',
    change: () => ({ headline: undefined }),
    field: 'headline',
    en: 'Enter a headline',
    it: 'Inserisci un titolo',
  },
  {
    name: 'headline blank',
    change: () => ({ headline: '   ' }),
    field: 'headline',
    en: 'Enter a headline',
    it: 'Inserisci un titolo',
  },
  {
    name: 'headline too long',
    change: () => ({ headline: 'h'.repeat(R.headlineMaxLength + 1) }),
    field: 'headline',
    en: `The headline can be at most ${R.headlineMaxLength} characters long`,
    it: `Il titolo può contenere al massimo ${R.headlineMaxLength} caratteri`,
  },
  {
    name: 'bio missing',
    change: () => ({ bio: null }),
    field: 'bio',
    en: 'Write a short bio',
    it: 'Scrivi una breve biografia',
  },
  {
    name: 'bio too short',
    change: () => ({ bio: 'Too short.' }),
    field: 'bio',
    en: `Your bio must be at least ${R.bioMinLength} characters long`,
    it: `La biografia deve contenere almeno ${R.bioMinLength} caratteri`,
  },
  {
    name: 'bio too long',
    change: () => ({ bio: 'b'.repeat(R.bioMaxLength + 1) }),
    field: 'bio',
    en: `Your bio can be at most ${R.bioMaxLength} characters long`,
    it: `La biografia può contenere al massimo ${R.bioMaxLength} caratteri`,
  },
  {
    name: 'years missing',
    change: () => ({ yearsOfExperience: null }),
    field: 'yearsOfExperience',
    en: 'Enter your years of experience',
    it: 'Inserisci i tuoi anni di esperienza',
  },
  {
    name: 'years not a number',
    change: () => ({ yearsOfExperience: 'many' }),
    field: 'yearsOfExperience',
    en: 'Years of experience must be a number',
    it: 'Il campo Anni di esperienza deve essere un numero',
  },
  {
    name: 'years with decimals',
    change: () => ({ yearsOfExperience: 12.5 }),
    field: 'yearsOfExperience',
    en: 'Years of experience must be a whole number',
    it: 'Il campo Anni di esperienza deve essere un numero intero',
  },
  {
    name: 'years negative',
    change: () => ({ yearsOfExperience: -1 }),
    field: 'yearsOfExperience',
    en: 'Years of experience cannot be negative',
    it: 'Gli anni di esperienza non possono essere negativi',
  },
  {
    name: 'years too many',
    change: () => ({ yearsOfExperience: R.yearsMax + 1 }),
    field: 'yearsOfExperience',
    en: `Years of experience can be at most ${R.yearsMax}`,
    it: `Gli anni di esperienza possono essere al massimo ${R.yearsMax}`,
  },
  {
    name: 'no skills',
    change: () => ({ skills: [] }),
    field: 'skills',
    en: 'Select at least one area of expertise',
    it: 'Seleziona almeno una competenza',
  },
  {
    name: 'too many skills',
    change: () => ({ skills: tooMany(R.skillsMax + 1) }),
    field: 'skills',
    en: `Select at most ${R.skillsMax} skills`,
    it: `Seleziona al massimo ${R.skillsMax} competenze`,
  },
  {
    name: 'a skill twice',
    change: (v) => ({ skills: [v.skills[0].id, v.skills[0].id] }),
    field: 'skills',
    en: 'Each skill can be selected only once',
    it: 'Ogni competenza può essere selezionata una sola volta',
  },
  {
    name: 'a skill that is not an id',
    change: () => ({ skills: ['fundraising'] }),
    field: 'skills.0',
    en: 'Select skills from the list',
    it: "Seleziona le competenze dall'elenco",
  },
  {
    name: 'an unknown skill',
    change: () => ({ skills: [987_654] }),
    field: 'skills',
    en: 'Select skills from the list',
    it: "Seleziona le competenze dall'elenco",
  },
  {
    name: 'no industries',
    change: () => ({ industries: [] }),
    field: 'industries',
    en: 'Add at least one industry',
    it: 'Aggiungi almeno un settore',
  },
  {
    name: 'too many industries',
    change: () => ({
      industries: tooMany(R.industriesMax + 1).map((id) => ({ industryId: id, years: 1 })),
    }),
    field: 'industries',
    en: `Add at most ${R.industriesMax} industries`,
    it: `Aggiungi al massimo ${R.industriesMax} settori`,
  },
  {
    name: 'an industry twice',
    change: (v) => ({
      industries: [
        { industryId: v.industries[0].id, years: 1 },
        { industryId: v.industries[0].id, years: 2 },
      ],
    }),
    field: 'industries',
    en: 'Each industry can be added only once',
    it: 'Ogni settore può essere aggiunto una sola volta',
  },
  {
    name: 'an industry row without an industry',
    change: () => ({ industries: [{ industryId: null, years: 2 }] }),
    field: 'industries.0.industryId',
    en: 'Select an industry',
    it: 'Seleziona un settore',
  },
  {
    name: 'an unknown industry',
    change: () => ({ industries: [{ industryId: 987_654, years: 2 }] }),
    field: 'industries.0.industryId',
    en: 'Select an industry from the list',
    it: "Seleziona un settore dall'elenco",
  },
  {
    name: 'industry years missing',
    change: (v) => ({ industries: [{ industryId: v.industries[0].id, years: null }] }),
    field: 'industries.0.years',
    en: 'Enter your years in this industry',
    it: 'Inserisci i tuoi anni in questo settore',
  },
  {
    name: 'industry years negative',
    change: (v) => ({ industries: [{ industryId: v.industries[0].id, years: -2 }] }),
    field: 'industries.0.years',
    en: 'Years cannot be negative',
    it: 'Gli anni non possono essere negativi',
  },
  {
    name: 'industry years over the maximum',
    change: (v) => ({ industries: [{ industryId: v.industries[0].id, years: R.yearsMax + 1 }] }),
    field: 'industries.0.years',
    en: `Years can be at most ${R.yearsMax}`,
    it: `Gli anni possono essere al massimo ${R.yearsMax}`,
  },
  {
    name: 'industry years over the total experience',
    change: (v) => ({
      yearsOfExperience: 6,
      industries: [
        { industryId: v.industries[0].id, years: 6 },
        { industryId: v.industries[1].id, years: 7 },
      ],
    }),
    field: 'industries.1.years',
    en: 'Cannot be more than your 6 years of experience',
    it: 'Non possono superare i tuoi 6 anni di esperienza',
  },
  {
    name: 'hourly rate missing',
    change: () => ({ hourlyRate: null }),
    field: 'hourlyRate',
    en: 'Enter your hourly rate (0 is allowed)',
    it: 'Inserisci la tua tariffa oraria (è ammesso 0)',
  },
  {
    name: 'hourly rate negative',
    change: () => ({ hourlyRate: -10 }),
    field: 'hourlyRate',
    en: 'The hourly rate cannot be negative',
    it: 'La tariffa oraria non può essere negativa',
  },
  {
    name: 'hourly rate too high',
    change: () => ({ hourlyRate: R.hourlyRateMax + 1 }),
    field: 'hourlyRate',
    en: `The hourly rate can be at most ${R.hourlyRateMax} euros`,
    it: `La tariffa oraria può essere al massimo ${R.hourlyRateMax} euro`,
  },
  {
    name: 'hourly rate below a cent',
    change: () => ({ hourlyRate: 10.555 }),
    field: 'hourlyRate',
    en: 'Use at most two decimals for the hourly rate',
    it: 'Usa al massimo due decimali per la tariffa oraria',
  },
  {
    name: 'session duration not offered',
    change: () => ({ sessionDurationMinutes: 50 }),
    field: 'sessionDurationMinutes',
    en: 'Choose one of the session durations',
    it: 'Scegli una delle durate previste',
  },
  {
    name: 'session duration missing',
    change: () => ({ sessionDurationMinutes: null }),
    field: 'sessionDurationMinutes',
    en: 'Choose a session duration',
    it: 'Scegli la durata della sessione',
  },
  {
    name: 'buffer before missing',
    change: () => ({ bufferBeforeMinutes: null }),
    field: 'bufferBeforeMinutes',
    en: 'Enter the buffer before sessions (0 for none)',
    it: 'Inserisci la pausa prima delle sessioni (0 per nessuna)',
  },
  {
    name: 'buffer before too long',
    change: () => ({ bufferBeforeMinutes: R.bufferMaxMinutes + 1 }),
    field: 'bufferBeforeMinutes',
    en: `The buffer before sessions can be at most ${R.bufferMaxMinutes} minutes`,
    it: `La pausa prima delle sessioni può essere al massimo di ${R.bufferMaxMinutes} minuti`,
  },
  {
    name: 'buffer before negative',
    change: () => ({ bufferBeforeMinutes: -5 }),
    field: 'bufferBeforeMinutes',
    en: 'The buffer before sessions cannot be negative',
    it: 'La pausa prima delle sessioni non può essere negativa',
  },
  {
    name: 'buffer after in fractions of a minute',
    change: () => ({ bufferAfterMinutes: 7.5 }),
    field: 'bufferAfterMinutes',
    en: 'The buffer after sessions must be whole minutes',
    it: 'La pausa dopo le sessioni deve essere in minuti interi',
  },
  {
    name: 'buffer after too long',
    change: () => ({ bufferAfterMinutes: R.bufferMaxMinutes + 1 }),
    field: 'bufferAfterMinutes',
    en: `The buffer after sessions can be at most ${R.bufferMaxMinutes} minutes`,
    it: `La pausa dopo le sessioni può essere al massimo di ${R.bufferMaxMinutes} minuti`,
  },
  {
    name: 'monthly maximum of zero',
    change: () => ({ maxSessionsPerMonth: 0 }),
    field: 'maxSessionsPerMonth',
    en: 'Enter at least 1, or leave the field empty for no limit',
    it: 'Inserisci almeno 1, oppure lascia vuoto per nessun limite',
  },
  {
    name: 'monthly maximum too high',
    change: () => ({ maxSessionsPerMonth: R.maxSessionsPerMonthMax + 1 }),
    field: 'maxSessionsPerMonth',
    en: `The maximum sessions per month can be at most ${R.maxSessionsPerMonthMax}`,
    it: `Il numero massimo di sessioni al mese può essere al massimo ${R.maxSessionsPerMonthMax}`,
  },
  {
    name: 'an unknown company size',
    change: () => ({ companySizes: ['huge'] }),
    field: 'companySizes.0',
    en: 'Select company sizes from the list',
    it: "Seleziona le dimensioni aziendali dall'elenco",
  },
  {
    name: 'a company size twice',
    change: () => ({ companySizes: ['small', 'small'] }),
    field: 'companySizes',
    en: 'Each company size can be selected only once',
    it: 'Ogni dimensione aziendale può essere selezionata una sola volta',
  },
]

test.group('Mentor settings | validation messages', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('every rule answers a field error, in English and in Italian', async ({
    client,
    assert,
  }) => {
    const vocabulary = await givenVocabulary()
    const { user, profile } = await givenMentor()
    const before = await stored(profile.id)

    for (const one of CASES) {
      for (const locale of ['en', 'it'] as const) {
        const response = await client
          .put(API)
          .withCsrfToken()
          .header('Accept-Language', locale)
          .json(validPayload(vocabulary, one.change(vocabulary)))
          .loginAs(user)
        assert.equal(response.status(), 422, `${one.name} (${locale}): ${response.text()}`)
        const body = response.body()
        assert.equal(body.errorCode, 'VALIDATION_ERROR')
        assert.deepEqual(body.errors?.[one.field], [one[locale]], `${one.name} (${locale})`)
        assert.properties(body, ['message', 'errorCode', 'errors', 'requestId'])
      }
    }
    assert.deepEqual(await stored(profile.id), before, 'no invalid save changed anything')
  })
})
