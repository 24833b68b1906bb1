import { BaseTransformer } from '@adonisjs/core/transformers'
import { profileThumbnailUrl, type Member } from '#accounts/index'
import { languageOf } from '#core/services/text_language'

/** The mentor a mentee books, from their account, their profile and their profile's path. */
export type BookingMentorSource = {
  member: Member
  profile: { headline: string | null; sessionDurationMinutes: number; hourlyRateCents: number }
  profilePath: string
}

/** The mentor on the booking page (`Data.Scheduling.BookingMentor`). */
export default class BookingMentorTransformer extends BaseTransformer<BookingMentorSource> {
  toObject() {
    const { member, profile, profilePath } = this.resource
    return {
      id: member.id,
      name: member.fullName,
      firstName: member.firstName,
      headline: profile.headline,
      headlineLang: languageOf(profile.headline),
      imageUrl: profileThumbnailUrl(member.photoUrl),
      profilePath,
      timeZone: member.timezone,
      sessionDurationMinutes: profile.sessionDurationMinutes,
      hourlyRate: profile.hourlyRateCents / 100,
    }
  }
}
