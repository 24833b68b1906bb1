/**
 * Outcome follow-up (issue 33): some time after a completed session the mentee
 * is asked, once, whether they reached the outcome they wrote when booking;
 * a mentor's share of "yes" and "partly" answers shows on their profile.
 * Pure constants: imported by server code and React pages alike.
 */
export const OUTCOME_RULES = {
  /** The follow-up e-mail goes this many days after a completed session's end. */
  followUpAfterDays: 14,
  /**
   * ...for sessions whose follow-up day is at most this many days past: a tick that was down
   * catches up, while sessions long over (those held before the follow-up existed) get none.
   */
  followUpWithinDays: 7,
  /** The answer can be given and changed for this many days after the e-mail. */
  changeDays: 30,
  /** The profile shows a mentor's outcome rate from this many answers. */
  profileMinAnswers: 5,
  /** The optional line of text a mentee may add to their answer. */
  noteMaxLength: 300,
  /**
   * A mentor sees their mentees' answers (without names, by month) once this many answered:
   * fewer could point to the mentee who gave one.
   */
  mentorViewMinAnswers: 5,
  /** The mentees' lines a mentor's dashboard shows, newest first. */
  mentorDashboardNotes: 5,
  /** The mentors the console's overview lists with their outcome rate, most answers first. */
  consoleMentors: 10,
} as const

/** What a mentee may answer to "Did you reach it?". */
export const OUTCOME_ANSWERS = ['yes', 'partly', 'not_yet'] as const
export type OutcomeAnswer = (typeof OUTCOME_ANSWERS)[number]

/** The answers that count towards the outcome rate ("reached or partly reached"). */
export const POSITIVE_OUTCOME_ANSWERS = ['yes', 'partly'] as const satisfies OutcomeAnswer[]

export function isOutcomeAnswer(value: unknown): value is OutcomeAnswer {
  return typeof value === 'string' && (OUTCOME_ANSWERS as readonly string[]).includes(value)
}

/** The whole percentage of positive answers (0 when there is none). */
export function outcomeRatePercent(positive: number, answers: number) {
  return answers > 0 ? Math.round((positive / answers) * 100) : 0
}
