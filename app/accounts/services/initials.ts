/**
 * The initials an avatar without a picture shows: the first letters of the first and last name
 * ("Ada", "Lovelace" reads "AL"). A name given whole, with no last name (a former member's
 * "Former member", "Ex membro"), takes the first letters of its first two words, so it reads
 * "FM" or "EM" in the reader's language as its name does.
 */
export function initialsOf(firstName: string, lastName = '') {
  const words = lastName.trim()
    ? [firstName.trim(), lastName.trim()]
    : firstName.split(/\s+/).filter(Boolean).slice(0, 2)
  return words
    .map((word) => word.charAt(0))
    .join('')
    .toUpperCase()
}
