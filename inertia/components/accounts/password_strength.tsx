import { useIntl } from 'react-intl'
import { ACCOUNT_RULES } from '#business/accounts'
import { passwordStrength, type PasswordContext } from '#business/password_strength'
import { cn } from '~/lib/cn'
import { usePausedAnnouncement } from '~/lib/use_paused_announcement'

const BAR_COLORS = ['bg-red-600', 'bg-orange-500', 'bg-amber-500', 'bg-lime-600', 'bg-emerald-600']
const TEXT_COLORS = [
  'text-red-700',
  'text-orange-700',
  'text-amber-800',
  'text-lime-800',
  'text-emerald-800',
]

type Props = {
  id: string
  password: string
  /** The user's e-mail and names: a password built on them is weak. */
  context?: PasswordContext
}

/**
 * The strength meter under a new password (very weak .. strong), from the
 * scorer the server also uses: below ACCOUNT_RULES.passwordMinScore the
 * server answers 'Please choose a stronger password'. Screen readers hear
 * the level once typing pauses and only when it changed, not at every key.
 */
export function PasswordStrength({ id, password, context }: Props) {
  const intl = useIntl()
  const strength = passwordStrength(password, context)
  const level = intl.formatMessage({ id: `auth.password.strength.levels.${strength.level}` })
  const filled = password ? strength.score + 1 : 0
  const announced = usePausedAnnouncement(
    password ? intl.formatMessage({ id: 'auth.password.strength.value' }, { level }) : ''
  )

  return (
    <>
      {/* Outside the part the field is described by: read out, not read twice. */}
      <p className="sr-only" aria-live="polite" data-testid="password-strength-announcement">
        {announced}
      </p>
      <div id={id} className="mt-2">
        <div
          role="meter"
          aria-label={intl.formatMessage({ id: 'auth.password.strength.label' })}
          aria-valuemin={0}
          aria-valuemax={4}
          aria-valuenow={password ? strength.score : 0}
          aria-valuetext={password ? level : undefined}
          className="flex gap-1"
        >
          {[0, 1, 2, 3, 4].map((step) => (
            <span
              key={step}
              aria-hidden="true"
              className={cn(
                'h-1.5 flex-1 rounded-full transition-colors',
                step < filled ? BAR_COLORS[strength.score] : 'bg-slate-200'
              )}
            />
          ))}
        </div>
        <p className="mt-1.5 min-h-5 text-sm text-slate-600">
          {password ? (
            <>
              <span className={cn('font-medium', TEXT_COLORS[strength.score])}>
                {intl.formatMessage({ id: 'auth.password.strength.value' }, { level })}
              </span>
              {strength.warning && strength.score <= ACCOUNT_RULES.passwordMinScore ? (
                <>
                  {' · '}
                  {intl.formatMessage(
                    { id: `auth.password.warnings.${strength.warning}` },
                    { min: ACCOUNT_RULES.passwordMinLength }
                  )}
                </>
              ) : null}
            </>
          ) : null}
        </p>
      </div>
    </>
  )
}
