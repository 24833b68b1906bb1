import { ACCOUNT_RULES } from '#business/accounts'

/**
 * Password strength, shared by the server (which rejects a score below
 * ACCOUNT_RULES.passwordMinScore) and the meter on the sign-up and
 * password forms. Scores 0..4: very weak, weak, fair, good, strong.
 *
 * Length earns most of the score, mixing character kinds earns the rest;
 * a common password, a run of one character or an alphabet/keyboard run,
 * and a password built on the user's own e-mail or name are capped low.
 */
export const PASSWORD_STRENGTH_LEVELS = ['very_weak', 'weak', 'fair', 'good', 'strong'] as const
export type PasswordStrengthLevel = (typeof PASSWORD_STRENGTH_LEVELS)[number]

export type PasswordWarning = 'too_short' | 'common' | 'personal' | 'sequence' | 'variety'

export type PasswordStrength = {
  score: 0 | 1 | 2 | 3 | 4
  level: PasswordStrengthLevel
  /** The first reason the score is low, if any (a hint under the meter). */
  warning: PasswordWarning | null
}

export type PasswordContext = {
  email?: string | null
  firstName?: string | null
  lastName?: string | null
}

/** Passwords (and stems) that top every leaked-password list. */
const COMMON_PASSWORDS = [
  'password',
  'passw0rd',
  'qwerty',
  'qwertz',
  'azerty',
  'letmein',
  'welcome',
  'iloveyou',
  'admin',
  'monkey',
  'dragon',
  'football',
  'baseball',
  'master',
  'sunshine',
  'princess',
  'shadow',
  'superman',
  'trustno1',
  'starwars',
  'whatever',
  'freedom',
  'changeme',
  'secret',
  'login',
  'abc123',
  '123456',
  '654321',
  '111111',
  '000000',
  '121212',
  'mentorship',
  'ciao',
  'amore',
  'juventus',
  'napoli',
  'forzainter',
  'milano',
]

const SEQUENCES = [
  'abcdefghijklmnopqrstuvwxyz',
  '0123456789',
  'qwertyuiopasdfghjklzxcvbnm',
  'qwertzuiopasdfghjklyxcvbnm',
  'azertyuiopqsdfghjklmwxcvbn',
]

function isSequence(value: string) {
  const lower = value.toLowerCase()
  if (lower.length < 4) return false
  if (/^(.)\1+$/.test(lower)) return true
  return SEQUENCES.some((sequence) => {
    const reversed = [...sequence].reverse().join('')
    return sequence.includes(lower) || reversed.includes(lower)
  })
}

/** Pieces of the user's identity worth checking for (3+ letters). */
function personalWords(context: PasswordContext) {
  const local = (context.email ?? '').split('@')[0] ?? ''
  return [local, ...local.split(/[._+-]/), context.firstName ?? '', context.lastName ?? '']
    .map((word) => word.trim().toLowerCase())
    .filter((word) => word.length >= 3)
}

function characterKinds(password: string) {
  return [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((pattern) => pattern.test(password)).length
}

export function passwordStrength(
  password: string,
  context: PasswordContext = {}
): PasswordStrength {
  const result = (score: number, warning: PasswordWarning | null): PasswordStrength => {
    const clamped = Math.max(0, Math.min(4, score)) as PasswordStrength['score']
    return { score: clamped, level: PASSWORD_STRENGTH_LEVELS[clamped], warning }
  }

  if (password.length < ACCOUNT_RULES.passwordMinLength) return result(0, 'too_short')

  const lower = password.toLowerCase()
  // Leetspeak and trailing digits or symbols do not hide a common word.
  const core = lower
    .replace(/[@4]/g, 'a')
    .replace(/3/g, 'e')
    .replace(/[1!]/g, 'i')
    .replace(/0/g, 'o')
    .replace(/[$5]/g, 's')
    .replace(/[^a-z]/g, '')

  if (COMMON_PASSWORDS.includes(lower) || isSequence(password)) {
    return result(0, COMMON_PASSWORDS.includes(lower) ? 'common' : 'sequence')
  }

  const kinds = characterKinds(password)
  let score = 1
  if (password.length >= 12) score += 1
  if (password.length >= 16) score += 1
  if (kinds >= 3) score += 1
  if (kinds >= 4) score += 1
  let warning: PasswordWarning | null = score < 3 ? (kinds < 3 ? 'variety' : 'too_short') : null

  const stripped = lower.replace(/[^a-z0-9]/g, '')
  const mostlySequence = isSequence(stripped) || isSequence(lower.replace(/[^a-z]/g, ''))
  if (mostlySequence) {
    score = Math.min(score, 1)
    warning = 'sequence'
  }
  const commonWord = COMMON_PASSWORDS.find(
    (word) => word.length >= 5 && (lower.includes(word) || core.includes(word))
  )
  if (commonWord) {
    score = Math.min(score, 1)
    warning = 'common'
  }
  if (personalWords(context).some((word) => lower.includes(word) || core.includes(word))) {
    score = Math.min(score, 1)
    warning = 'personal'
  }
  return result(score, warning)
}

export function isStrongEnough(password: string, context: PasswordContext = {}) {
  return passwordStrength(password, context).score >= ACCOUNT_RULES.passwordMinScore
}
