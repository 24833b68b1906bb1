import type { Mentor, ReviewsPage, Meta } from '~/components/mentoring/profile/types'
import { LoadError } from '~/components/mentoring/profile/load_error'
import { Profile } from '~/components/mentoring/profile/profile_view'

type Props = {
  mentor: Mentor | null
  reviews: ReviewsPage | null
  meta: Meta | null
  isOwnProfile: boolean
  loadError: boolean
}

/**
 * The public mentor profile (/mentors/<id> and /mentors/<slug>): who the
 * mentor is, what they know, their terms and availability, public reviews,
 * and the ways to get in touch. Server-rendered with sharing tags.
 */
export default function MentorProfilePage({
  mentor,
  reviews,
  meta,
  isOwnProfile,
  loadError,
}: Props) {
  if (loadError || !mentor || !reviews || !meta) return <LoadError />
  return <Profile mentor={mentor} reviews={reviews} meta={meta} isOwnProfile={isOwnProfile} />
}
