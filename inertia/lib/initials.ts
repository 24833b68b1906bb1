/** Up to two upper-cased initials of a name ("ada lovelace" reads "AL"), for an avatar without a picture. */
export function initialsOf(name: string) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('')
}
