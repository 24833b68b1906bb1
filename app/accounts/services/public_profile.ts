import { port } from '#core/port'

/**
 * Whether a mentor's public profile is listed: mentoring's to say (it depends on accounts),
 * so it provides the answer when the app starts.
 */
const listedProfiles = port<(userId: number) => Promise<boolean>>('Listed profiles')

export const tellListedProfilesWith = listedProfiles.provide

export function hasListedProfile(userId: number) {
  return listedProfiles.get()(userId)
}
