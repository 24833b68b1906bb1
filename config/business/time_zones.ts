/**
 * Time zones named as people say them: "ora di Roma", "Rome time", rather
 * than an IANA id ("Europe/Rome") or a long standard name. Shared by the
 * server (e-mails) and the pages, so both name a zone alike.
 */

/** Italian names of the cities whose English name differs (IANA ids are in English). */
const ITALIAN_CITIES: Record<string, string> = {
  'Rome': 'Roma',
  'London': 'Londra',
  'Paris': 'Parigi',
  'Berlin': 'Berlino',
  'Lisbon': 'Lisbona',
  'Brussels': 'Bruxelles',
  'Zurich': 'Zurigo',
  'Athens': 'Atene',
  'Moscow': 'Mosca',
  'Warsaw': 'Varsavia',
  'Prague': 'Praga',
  'Stockholm': 'Stoccolma',
  'Copenhagen': 'Copenaghen',
  'Dublin': 'Dublino',
  'Belgrade': 'Belgrado',
  'Bucharest': 'Bucarest',
  'Luxembourg': 'Lussemburgo',
  'Vatican': 'Città del Vaticano',
  'Jerusalem': 'Gerusalemme',
  'Kolkata': 'Calcutta',
  'Mexico City': 'Città del Messico',
  'Sao Paulo': 'San Paolo',
  'Cairo': 'Il Cairo',
  'Kyiv': 'Kiev',
}

/** The zone's city ("America/New_York" -> "New York"), or null for UTC and fixed offsets. */
function cityOf(zone: string) {
  if (!zone.includes('/') || zone.startsWith('Etc/')) return null
  return zone.slice(zone.lastIndexOf('/') + 1).replace(/_/g, ' ')
}

/** The zone's city in the reader's language ("Roma", "New York"); the zone itself for UTC and the fixed ones. */
export function zoneCity(zone: string, locale: string) {
  const city = cityOf(zone)
  if (!city) return zone.replace(/^Etc\//, '')
  return locale.startsWith('it') ? (ITALIAN_CITIES[city] ?? city) : city
}

/** "ora di Roma" / "Rome time"; "UTC" for UTC and the fixed zones. */
export function zoneLabel(zone: string, locale: string) {
  const city = cityOf(zone)
  if (!city) return zone.replace(/^Etc\//, '')
  if (locale.startsWith('it')) return `ora di ${ITALIAN_CITIES[city] ?? city}`
  return `${city} time`
}
