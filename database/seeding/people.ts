import type { Locale } from '#business/app'
import type { Random } from '#database/seeding/random'

/** Comma-separated names, written as prose so they stay compact. */
function list(text: string) {
  return text
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
}

/**
 * Invented people: first and last names by origin, and where they live.
 * Names are combined at random, so they describe nobody in particular.
 */
interface Origin {
  firstNames: readonly string[]
  lastNames: readonly string[]
  /** [city, IANA time zone, weight] */
  places: readonly (readonly [string, string, number])[]
  italianSpeaking?: boolean
}

const ORIGINS = {
  italy: {
    firstNames: list(`
      Alessandro, Andrea, Beatrice, Chiara, Davide, Elena, Federico, Francesca, Giacomo,
      Giorgia, Lorenzo, Martina, Matteo, Noemi, Riccardo, Sara, Simone, Tommaso,
      Valentina, Vittoria, Edoardo, Ilaria, Pietro, Camilla, Niccolò, Serena, Filippo,
      Arianna, Gabriele, Ludovica, Emanuele, Caterina, Stefano, Silvia, Marco, Giulia,
      Paolo, Federica, Alberto, Eleonora, Roberto, Cristina, Massimo, Daniela, Claudio,
      Laura, Luca, Anna
    `),
    lastNames: list(`
      Ferraro, Esposito, Bianchi, Romano, Colombo, Ricci, Marino, Greco, Bruno, Gallo,
      Conti, De Luca, Mancini, Costa, Giordano, Rizzo, Lombardi, Moretti, Barbieri,
      Fontana, Santoro, Mariani, Rinaldi, Caruso, Galli, Martinelli, Vitale, Serra,
      Coppola, De Santis, D'Angelo, Marchetti, Parisi, Villa, Ferri, Fabbri, Marini,
      Grasso, Valentini, Sala, Gatti, Pellegrini, Palumbo, Sanna, Farina, Monti,
      Cattaneo, Morelli, Amato, Silvestri, Testa, Carbone, Benedetti, Barone, Caputo,
      Montanari, Palmieri, Bernardi, Fiore, Bellini, Basile, Riva, Donati, Piras,
      Sartori, Neri, Milani, Orlando, Bassi, Zanetti, Tedesco, Cocco
    `),
    places: [
      ['Milan', 'Europe/Rome', 10],
      ['Rome', 'Europe/Rome', 6],
      ['Turin', 'Europe/Rome', 3],
      ['Bologna', 'Europe/Rome', 3],
      ['Florence', 'Europe/Rome', 2],
      ['Naples', 'Europe/Rome', 2],
      ['Padua', 'Europe/Rome', 1],
      ['Bari', 'Europe/Rome', 1],
      ['Trento', 'Europe/Rome', 1],
      ['Genoa', 'Europe/Rome', 1],
      ['Cagliari', 'Europe/Rome', 1],
      ['London', 'Europe/London', 2],
      ['Berlin', 'Europe/Berlin', 1],
      ['New York', 'America/New_York', 1],
    ],
    italianSpeaking: true,
  },
  britain: {
    firstNames: list(`
      Oliver, Amelia, Harry, Charlotte, James, Isla, George, Sophie, Thomas, Emily,
      William, Grace, Jack, Hannah, Rosie, Callum
    `),
    lastNames: list(`
      Whitfield, Harrington, Ashworth, Pemberton, Caldwell, Fletcher, Holloway, Thornton,
      Kendall, Marsh, Bradshaw, Prescott, Lowe, Hargreaves, Ellison, Wainwright
    `),
    places: [
      ['London', 'Europe/London', 6],
      ['Manchester', 'Europe/London', 1],
      ['Edinburgh', 'Europe/London', 1],
      ['Bristol', 'Europe/London', 1],
      ['Dublin', 'Europe/Dublin', 1],
    ],
  },
  germany: {
    firstNames: list(`
      Lukas, Anna, Jonas, Lena, Felix, Marie, Maximilian, Sophie, Leon, Clara, Jan,
      Katharina, Moritz, Johanna
    `),
    lastNames: list(`
      Becker, Hoffmann, Wagner, Schulz, Keller, Brandt, Vogel, Lehmann, Krause, Richter,
      Neumann, Hartmann, Winkler, Albrecht
    `),
    places: [
      ['Berlin', 'Europe/Berlin', 4],
      ['Munich', 'Europe/Berlin', 2],
      ['Hamburg', 'Europe/Berlin', 1],
      ['Zurich', 'Europe/Zurich', 1],
      ['Vienna', 'Europe/Vienna', 1],
    ],
  },
  america: {
    firstNames: list(`
      Michael, Jessica, Daniel, Ashley, Ryan, Lauren, Tyler, Megan, Brandon, Rachel,
      Kevin, Nicole, Jordan, Taylor
    `),
    lastNames: list(`
      Carter, Brooks, Sullivan, Reynolds, Hayes, Bennett, Porter, Griffin, Coleman,
      Foster, Russell, Whitaker, Donovan, Mercer
    `),
    places: [
      ['New York', 'America/New_York', 4],
      ['Boston', 'America/New_York', 1],
      ['San Francisco', 'America/Los_Angeles', 3],
      ['Los Angeles', 'America/Los_Angeles', 1],
      ['Seattle', 'America/Los_Angeles', 1],
      ['Austin', 'America/Chicago', 1],
      ['Chicago', 'America/Chicago', 1],
      ['Toronto', 'America/Toronto', 1],
    ],
  },
  spain: {
    firstNames: list(`
      Javier, Lucía, Pablo, Carmen, Diego, Marta, Álvaro, Paula, Sergio, Irene
    `),
    lastNames: list(`
      Navarro, Ortega, Delgado, Castillo, Romero, Vidal, Serrano, Molina, Iglesias,
      Cabrera
    `),
    places: [
      ['Madrid', 'Europe/Madrid', 3],
      ['Barcelona', 'Europe/Madrid', 3],
      ['Valencia', 'Europe/Madrid', 1],
    ],
  },
  france: {
    firstNames: list(`
      Louis, Camille, Hugo, Chloé, Antoine, Manon, Julien, Léa, Mathieu, Inès
    `),
    lastNames: list(`
      Lefèvre, Moreau, Girard, Fournier, Mercier, Dubois, Lambert, Rousseau, Faure,
      Garnier
    `),
    places: [
      ['Paris', 'Europe/Paris', 4],
      ['Lyon', 'Europe/Paris', 1],
      ['Brussels', 'Europe/Brussels', 1],
    ],
  },
  india: {
    firstNames: list(`
      Arjun, Priya, Rohan, Ananya, Vikram, Kavya, Aditya, Meera, Nikhil, Divya
    `),
    lastNames: list(`
      Sharma, Iyer, Mehta, Nair, Kapoor, Reddy, Banerjee, Desai, Pillai, Joshi
    `),
    places: [
      ['Bangalore', 'Asia/Kolkata', 2],
      ['London', 'Europe/London', 2],
      ['Singapore', 'Asia/Singapore', 1],
      ['Dubai', 'Asia/Dubai', 1],
    ],
  },
  singapore: {
    firstNames: list(`
      Wei, Mei Ling, Jun, Hui Min, Kai, Xin Yi, Darren, Rachel
    `),
    lastNames: list(`
      Tan, Lim, Ng, Wong, Chua, Goh, Teo, Koh
    `),
    places: [
      ['Singapore', 'Asia/Singapore', 4],
      ['Hong Kong', 'Asia/Hong_Kong', 1],
      ['Sydney', 'Australia/Sydney', 1],
    ],
  },
  netherlands: {
    firstNames: list(`
      Daan, Sanne, Bram, Fleur, Joris, Lotte, Thijs, Eva
    `),
    lastNames: list(`
      de Vries, Jansen, Visser, Bakker, van Dijk, Smit, Mulder, de Graaf
    `),
    places: [
      ['Amsterdam', 'Europe/Amsterdam', 3],
      ['Rotterdam', 'Europe/Amsterdam', 1],
    ],
  },
  nordics: {
    firstNames: list(`
      Erik, Ingrid, Lars, Astrid, Nils, Freya, Magnus, Sigrid
    `),
    lastNames: list(`
      Lindqvist, Johansson, Berg, Nyström, Halvorsen, Dahl, Lund, Ekström
    `),
    places: [
      ['Stockholm', 'Europe/Stockholm', 2],
      ['Copenhagen', 'Europe/Copenhagen', 1],
      ['Oslo', 'Europe/Oslo', 1],
      ['Helsinki', 'Europe/Helsinki', 1],
    ],
  },
  lusophone: {
    firstNames: list(`
      Lucas, Beatriz, Gabriel, Mariana, Rafael, Inês, Tiago, Carolina
    `),
    lastNames: list(`
      Almeida, Carvalho, Ribeiro, Fernandes, Teixeira, Moura, Pacheco, Azevedo
    `),
    places: [
      ['Lisbon', 'Europe/Lisbon', 3],
      ['Porto', 'Europe/Lisbon', 1],
      ['São Paulo', 'America/Sao_Paulo', 2],
    ],
  },
  westAfrica: {
    firstNames: list(`
      Chinedu, Amara, Tunde, Ngozi, Kwame, Adaeze, Kofi, Zainab
    `),
    lastNames: list(`
      Okafor, Adeyemi, Mensah, Eze, Nwosu, Boateng, Owusu, Balogun
    `),
    places: [
      ['London', 'Europe/London', 2],
      ['Lagos', 'Africa/Lagos', 2],
      ['Accra', 'Africa/Accra', 1],
    ],
  },
} satisfies Record<string, Origin>

export type OriginName = keyof typeof ORIGINS

/** Mentors: half Italian, half international. Mentees lean more Italian. */
export const MENTOR_ORIGINS: readonly (readonly [OriginName, number])[] = [
  ['italy', 50],
  ['britain', 9],
  ['germany', 7],
  ['america', 9],
  ['spain', 4],
  ['france', 4],
  ['india', 4],
  ['singapore', 3],
  ['netherlands', 3],
  ['nordics', 3],
  ['lusophone', 2],
  ['westAfrica', 2],
]

export const MENTEE_ORIGINS: readonly (readonly [OriginName, number])[] = [
  ['italy', 70],
  ['britain', 5],
  ['germany', 4],
  ['america', 4],
  ['spain', 4],
  ['france', 4],
  ['india', 3],
  ['netherlands', 2],
  ['lusophone', 2],
  ['westAfrica', 2],
]

export interface Person {
  firstName: string
  lastName: string
  city: string
  timezone: string
  locale: Locale
  speaksItalian: boolean
}

export function drawPerson(
  random: Random,
  origins: readonly (readonly [OriginName, number])[]
): Person {
  const origin: Origin = ORIGINS[random.weighted(origins)]
  const [city, timezone] = random.weighted(origin.places.map((place) => [place, place[2]] as const))
  const speaksItalian = origin.italianSpeaking === true
  return {
    firstName: random.pick(origin.firstNames),
    lastName: random.pick(origin.lastNames),
    city,
    timezone,
    // Italians living in Italy mostly use the Italian interface.
    locale: speaksItalian && timezone === 'Europe/Rome' && random.chance(0.7) ? 'it' : 'en',
    speaksItalian,
  }
}

/** Lower-case ASCII words joined by dashes: "Niccolò D'Angelo" gives "niccolo-d-angelo". */
export function slugify(text: string) {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** "first.last" for an e-mail address. */
export function emailLocalPart(person: Pick<Person, 'firstName' | 'lastName'>) {
  return `${slugify(person.firstName).replace(/-/g, '')}.${slugify(person.lastName).replace(/-/g, '')}`
}
