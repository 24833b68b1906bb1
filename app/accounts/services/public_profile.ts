/**
 * Whether a mentor's public profile is listed: mentoring's to say (it depends on accounts),
 * so it provides the answer when the app starts. Until it does, no profile is listed.
 */
type ListedLookup = (userId: number) => Promise<boolean>

let isListed: ListedLookup = async () => false

export function tellListedProfilesWith(lookup: ListedLookup) {
  isListed = lookup
}

export function hasListedProfile(userId: number) {
  return isListed(userId)
}
