import type { Catalog } from '#database/seeding/catalog'
import type { MentorDraft } from '#database/seeding/mentor_profiles'
import type { Person } from '#database/seeding/people'

/** mentor@demo.test: written by hand, so the demo's main mentor reads well. */
export const DEMO_MENTOR_PERSON: Person = {
  firstName: 'Elena',
  lastName: 'Castaldi',
  city: 'Milan',
  timezone: 'Europe/Rome',
  locale: 'en',
  speaksItalian: true,
}

const BIO = `I have spent the last 18 years in financial services, first in corporate banking and then building my own company. In 2014 I co-founded a B2B payments startup in Milan; we raised three rounds, grew to 120 people in four countries and were acquired by a European payments group in 2021.

Since then I have invested in 25 early-stage companies, mostly fintech and B2B SaaS, and I sit on the boards of two of them. Founders usually come to me for fundraising, go-to-market and pricing, and for the uncomfortable conversations that come with a board.

I prefer concrete problems to general chats: send me your deck or your numbers beforehand and we will use every minute. Expect direct feedback, delivered kindly, and two or three actions to take the same week.

Based in Milan. Outside work I sail on Lake Como and cook for too many friends. Le sessioni possono svolgersi in italiano o in inglese.`

export function demoMentorDraft(catalog: Catalog): MentorDraft {
  const skill = (slug: string) => catalog.skills.find((item) => item.slug === slug)!.id
  const industry = (slug: string) => catalog.industries.find((item) => item.slug === slug)!.id
  return {
    archetype: 'founder',
    title: 'Founder & angel investor',
    headline:
      'Fintech founder (1 exit) and angel investor · fundraising and go-to-market for B2B startups',
    bio: BIO,
    yearsOfExperience: 18,
    hourlyRateCents: 15_000,
    sessionDurationMinutes: 60,
    bufferBeforeMinutes: 10,
    bufferAfterMinutes: 10,
    maxSessionsPerMonth: 10,
    companySizes: ['small', 'startup'],
    useGoogleMeet: true,
    skillIds: [
      'fundraising',
      'pitching',
      'term-sheets',
      'go-to-market',
      'pricing',
      'sales',
      'board-management',
    ].map(skill),
    industries: [
      { id: industry('fintech'), years: 12 },
      { id: industry('payments'), years: 8 },
      { id: industry('saas'), years: 5 },
    ],
    weekly: [
      { day: 1, start: '09:00', end: '12:00' },
      { day: 1, start: '14:00', end: '16:00' },
      { day: 3, start: '10:00', end: '13:00' },
      { day: 4, start: '17:00', end: '19:30' },
    ],
    quality: 0.9,
  }
}
