import type { Locale } from '#business/app'
import type { Random } from '#database/seeding/random'

/**
 * What mentees write when they book (objective, problem, desired outcome:
 * each 20-500 characters) and what both sides write afterwards.
 */
export interface Booking {
  objective: string
  problem: string
  desiredOutcome: string
}

const BOOKINGS_EN: readonly Booking[] = [
  {
    objective: 'Prepare our seed round and decide how much to raise',
    problem:
      'We have 14 months of runway and two angels interested, but no clear view of the round size, the valuation range or which funds to approach first.',
    desiredOutcome:
      'A target round size, a realistic valuation range and a shortlist of ten investors to contact in the next month.',
  },
  {
    objective: 'Review our pitch deck before the first investor meetings',
    problem:
      'The deck has 24 slides and friends say it is hard to follow. I cannot tell which slides to cut and whether our traction story is convincing.',
    desiredOutcome:
      'A 12-slide structure, feedback on the traction slide and the three questions investors are most likely to ask.',
  },
  {
    objective: 'Find a pricing model for our B2B analytics product',
    problem:
      'We charge a flat fee per company, but our largest customers use ten times more than the small ones and churn is highest among small accounts.',
    desiredOutcome:
      'Two or three pricing options to test with existing customers and a plan to migrate current accounts without losing them.',
  },
  {
    objective: 'Plan the go-to-market for our launch in Germany',
    problem:
      'We are growing well in Italy but our first German pilots stalled after the demo. We do not know whether the problem is the product, the language or the sales process.',
    desiredOutcome:
      'A clear hypothesis on why the pilots stalled and a 90-day plan for the German market with the right first hire.',
  },
  {
    objective: 'Hire our first senior engineer',
    problem:
      'We have interviewed twelve candidates in three months. The good ones accept other offers and we are unsure our equity package is competitive.',
    desiredOutcome:
      'A faster interview process, a benchmark for salary and equity, and ideas on where to find candidates.',
  },
  {
    objective: 'Decide between two product directions for next year',
    problem:
      'Half of our customers ask for integrations, the other half for a mobile app. We can build only one of them with the current team this year.',
    desiredOutcome:
      'A way to decide with data, including the customer interviews to run and the metric that should settle it.',
  },
  {
    objective: 'Understand the term sheet we received',
    problem:
      'We received our first term sheet with a 1x participating preference and a full-ratchet anti-dilution clause, and we do not know how standard these terms are.',
    desiredOutcome:
      'An explanation of the key clauses, which ones to negotiate and how to push back without losing the investor.',
  },
  {
    objective: 'Lower our customer acquisition cost',
    problem:
      'Paid social worked at the beginning, but CAC has doubled in six months and payback is now over 18 months.',
    desiredOutcome:
      'Two or three channels to test, a budget split for the next quarter and the metrics to watch weekly.',
  },
  {
    objective: 'Set up our first board meeting properly',
    problem:
      'After the seed round we have a board with two investors. I have never run a board meeting and do not know what to prepare or how often to meet.',
    desiredOutcome:
      'A board pack template, a meeting cadence and advice on how to use the board beyond reporting.',
  },
  {
    objective: 'Move from founder-led sales to a sales team',
    problem:
      'I still close every deal myself. We hired one account executive who has not closed anything in four months and I do not know what is missing.',
    desiredOutcome:
      'A simple sales playbook, a realistic ramp-up for the new hire and the metrics to track the pipeline.',
  },
  {
    objective: 'Build a financial model investors will trust',
    problem:
      'Our model is a spreadsheet with hundreds of assumptions. Investors ask about unit economics and I struggle to answer consistently.',
    desiredOutcome:
      'A simpler model with clear drivers, and a one-page summary of unit economics I can defend in meetings.',
  },
  {
    objective: 'Fix our onboarding to improve activation',
    problem:
      'Sixty per cent of new users never complete the setup. We have ideas but no clear picture of where and why they drop.',
    desiredOutcome:
      'A list of the most likely causes, a few experiments to run and how to measure them properly.',
  },
  {
    objective: 'Protect our technology before talking to partners',
    problem:
      'A large company wants a pilot and asks for technical details. We have no patents yet and our NDA template is from the internet.',
    desiredOutcome:
      'Understand what to protect and how, what to share in the pilot and a safer NDA to start from.',
  },
  {
    objective: 'Improve how I manage a growing team',
    problem:
      'We went from five to twenty people in a year. Decisions are slower, meetings multiplied and I am the bottleneck for almost everything.',
    desiredOutcome:
      'A way to delegate decisions, a lightweight meeting rhythm and ideas for the first team leads.',
  },
  {
    objective: 'Apply for public grants for our R&D',
    problem:
      'There are several European and national calls that could fit our research, but the rules are complex and we have no one to write the application.',
    desiredOutcome:
      'Understand which calls fit, what a strong application looks like and whether to use a consultant.',
  },
  {
    objective: 'Choose the right technical architecture for our MVP',
    problem:
      'We are two non-technical founders working with a freelance developer. We need to choose a stack that will not force a rewrite in a year.',
    desiredOutcome:
      'A pragmatic architecture for the MVP, what to build versus buy and how to evaluate the freelancer\u2019s work.',
  },
  {
    objective: 'Negotiate a partnership with a large retailer',
    problem:
      'A national retailer wants to distribute our product but proposes exclusivity for three years and payment at 120 days.',
    desiredOutcome:
      'Know which terms are acceptable, what to ask in return and how to prepare the negotiation meeting.',
  },
  {
    objective: 'Plan my move from a corporate job to a startup',
    problem:
      'I have ten years in consulting and want to join an early-stage startup, but I do not know how to evaluate offers or which role fits me.',
    desiredOutcome:
      'A shortlist of roles to target, how to assess a startup and what to negotiate in an offer.',
  },
]

const BOOKINGS_IT: readonly Booking[] = [
  {
    objective: 'Preparare il primo round di investimento della nostra startup',
    problem:
      'Abbiamo un prodotto con i primi clienti paganti ma non sappiamo quanto raccogliere, a quale valutazione e se partire da business angel o fondi.',
    desiredOutcome:
      'Una cifra obiettivo per il round, una valutazione realistica e un elenco di investitori da contattare.',
  },
  {
    objective: 'Definire il prezzo del nostro software per le PMI',
    problem:
      'I clienti dicono che il prodotto è utile ma molti abbandonano dopo la prova gratuita. Non capiamo se il problema è il prezzo o il valore percepito.',
    desiredOutcome:
      'Due o tre ipotesi di prezzo da testare e un modo per capire perché i clienti non si convertono.',
  },
  {
    objective: 'Organizzare il team commerciale per crescere',
    problem:
      'Oggi vendo io tutti i contratti. Vorrei assumere il primo commerciale ma non so che profilo cercare né come misurarne i risultati.',
    desiredOutcome:
      'Il profilo giusto da assumere, un piano di inserimento e gli indicatori da seguire ogni settimana.',
  },
  {
    objective: 'Entrare nel mercato spagnolo nei prossimi sei mesi',
    problem:
      'In Italia cresciamo bene ma non abbiamo esperienza internazionale. Non sappiamo se aprire una sede o lavorare con distributori locali.',
    desiredOutcome:
      'Un piano di ingresso nel mercato con costi, tempi e le prime tre azioni da fare.',
  },
  {
    objective: 'Migliorare la gestione del mio tempo come founder',
    problem:
      'Passo le giornate tra riunioni e urgenze e non riesco più a lavorare sulla strategia. Il team cresce e io sono sempre il collo di bottiglia.',
    desiredOutcome:
      'Un modo concreto per delegare, una routine settimanale sostenibile e le priorità del prossimo trimestre.',
  },
  {
    objective: 'Capire le clausole del patto parasociale',
    problem:
      'Stiamo per chiudere un aumento di capitale e l’investitore propone un patto parasociale con clausole di drag along e prelazione che non conosciamo.',
    desiredOutcome:
      'Capire le clausole principali, quali sono standard e su quali conviene negoziare.',
  },
  {
    objective: 'Validare una nuova idea prima di lasciare il lavoro',
    problem:
      'Ho un’idea per un servizio B2B nel settore logistico ma non so come verificare se le aziende pagherebbero davvero prima di investire i miei risparmi.',
    desiredOutcome:
      'Un piano di validazione in quattro settimane con interviste, un test di prezzo e criteri chiari per decidere.',
  },
]

export function drawBooking(random: Random, locale: Locale): Booking {
  return locale === 'it' && random.chance(0.7) ? random.pick(BOOKINGS_IT) : random.pick(BOOKINGS_EN)
}

const REVIEWS_EN: Record<number, readonly string[]> = {
  5: [
    'Incredibly useful call. In 60 minutes we went from a vague worry to a concrete plan for the next quarter.',
    'Clear, direct and generous with examples from real companies. I left with three actions and a template I used the next day.',
    'The best hour I spent this month. The questions alone changed how I think about our pricing.',
    'Very well prepared: she had read our deck before the call and came with specific comments on every slide.',
    'He immediately understood our market and introduced me to two people who could help. Highly recommended.',
    'Honest feedback on our fundraising plan, which is exactly what I needed before talking to investors.',
    'Practical, kind and very sharp. I will book another session after our launch.',
    'I came with a hiring problem and left with a new interview process and a better job description.',
  ],
  4: [
    'Good session with solid advice on our go-to-market. I would have liked a bit more time on the numbers.',
    'Helpful perspective from someone who has done it before. Some points were generic, most were spot on.',
    'Great listener and very experienced. The follow-up summary was a nice touch.',
    'Useful call, especially on how to structure the board meeting. We ran a bit short on time.',
    'Good advice on our term sheet; I now understand which clauses to negotiate.',
    'Knowledgeable and friendly. We covered a lot, perhaps too much for one call.',
  ],
  3: [
    'Some good ideas, but the advice was more suited to a larger company than ours.',
    'Pleasant conversation; I expected more specific feedback on the product.',
    'OK overall. The first half was very useful, the second half drifted away from my question.',
  ],
}

const REVIEWS_IT: Record<number, readonly string[]> = {
  5: [
    'Sessione utilissima: in un’ora abbiamo trasformato un dubbio in un piano concreto.',
    'Consigli chiari e pratici, con esempi reali. Consigliatissimo a chi sta preparando un round.',
    'Preparatissima, aveva già letto il nostro materiale e ha fatto domande che nessuno ci aveva mai fatto.',
    'Mi ha aiutato a rivedere il prezzo del prodotto e a capire come comunicarlo ai clienti.',
  ],
  4: [
    'Buona call, molti spunti utili sulla strategia commerciale. Avrei voluto più tempo per i numeri.',
    'Molto competente e disponibile. Alcuni consigli erano generici, ma nel complesso molto utile.',
  ],
  3: ['Conversazione piacevole, ma mi aspettavo indicazioni più concrete sul nostro caso.'],
}

const MENTOR_NOTES_ON_MENTEES = [
  'Well prepared, with clear questions and numbers at hand. A pleasure to talk to.',
  'Very motivated founder; the problem is real and the team is strong.',
  'Good conversation. I suggested a few people to contact and some reading.',
  'Came with an honest view of the company\u2019s problems, which made the session productive.',
  'Sharp questions. I look forward to hearing how the pricing test goes.',
  'Preparato e molto concreto, è stato un piacere aiutarlo.',
]

const PRIVATE_NOTES = [
  'The mentor joined five minutes late, otherwise great.',
  'Audio quality was poor at times.',
  'Would like to be matched with more mentors in this industry.',
  'The mentee asked for an introduction I could not make.',
]

/** Overall rating 3-5, leaning on the mentor's quality (0..1). */
export function drawRating(random: Random, quality: number) {
  const roll = random.next() * 0.6 + quality * 0.4
  return roll > 0.55 ? 5 : roll > 0.3 ? 4 : 3
}

export function drawMenteeFeedback(random: Random, quality: number, locale: Locale) {
  const overall = drawRating(random, quality)
  const texts = locale === 'it' && random.chance(0.7) ? REVIEWS_IT : REVIEWS_EN
  return {
    overallRating: overall,
    communicationRating: Math.min(5, Math.max(1, overall + random.pick([-1, 0, 0, 0, 1]))),
    knowledgeRating: Math.min(5, Math.max(1, overall + random.pick([-1, 0, 0, 1]))),
    // Some mentees leave "Would you recommend?" unanswered: that is null, not a "no".
    wouldRecommend: random.chance(0.15) ? null : overall >= 4 || random.chance(0.3),
    publicText: random.chance(0.85) ? random.pick(texts[overall]) : null,
    privateText: random.chance(0.1) ? random.pick(PRIVATE_NOTES) : null,
  }
}

export function drawMentorFeedback(random: Random) {
  const overall = random.weighted([
    [5, 6],
    [4, 3],
    [3, 1],
  ] as const)
  return {
    overallRating: overall,
    communicationRating: null,
    knowledgeRating: null,
    wouldRecommend: null,
    publicText: random.chance(0.7) ? random.pick(MENTOR_NOTES_ON_MENTEES) : null,
    privateText: null,
  }
}

export const CANCEL_REASONS = {
  mentee: [
    'Something urgent came up at work, sorry. I will book again next week.',
    'We closed the deal I wanted to discuss, so the question is no longer relevant.',
    'I am travelling that day and will not have a stable connection.',
    'Devo spostare la call per un imprevisto, mi scuso.',
  ],
  mentor: [
    'I have to travel for a client that week. Please pick another slot.',
    'A board meeting was moved to that time, apologies.',
    'I am unwell and prefer to reschedule rather than give you a poor session.',
  ],
} as const
