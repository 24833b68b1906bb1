import { usePage } from '@inertiajs/react'
import { useIntl } from 'react-intl'
import { ACCOUNT_RULES } from '#business/accounts'
import { passwordStrength } from '#business/password_strength'
import { cn } from '~/lib/cn'

const COLORS = ['bg-red-600', 'bg-orange-500', 'bg-amber-500', 'bg-lime-600', 'bg-emerald-600']

/**
 * The strength of a new password (very weak .. strong), with the same
 * scorer the server uses; below ACCOUNT_RULES.passwordMinScore the server
 * answers 'Please choose a stronger password'.
 */
export function PasswordMeter({ password }: { password: string }) {
  const intl = useIntl()
  const user = usePage().props.user
  if (!password) return null
  const strength = passwordStrength(password, {
    email: user?.email,
    firstName: user?.firstName,
    lastName: user?.lastName,
  })
  const level = intl.formatMessage({ id: `settings.account.password.levels.${strength.level}` })
  return (
    <div className="mt-2">
      <div aria-hidden="true" className="flex gap-1">
        {[0, 1, 2, 3, 4].map((step) => (
          <span
            key={step}
            className={cn(
              'h-1.5 flex-1 rounded-full',
              step <= strength.score ? COLORS[strength.score] : 'bg-slate-200'
            )}
          />
        ))}
      </div>
      <p className="mt-1.5 text-sm text-slate-600" aria-live="polite">
        {intl.formatMessage({ id: 'settings.account.password.strength' }, { level })}
        {strength.warning && strength.score < ACCOUNT_RULES.passwordMinScore + 1 ? (
          <>
            {' · '}
            {intl.formatMessage(
              { id: `settings.account.password.warnings.${strength.warning}` },
              { min: ACCOUNT_RULES.passwordMinLength }
            )}
          </>
        ) : null}
      </p>
    </div>
  )
}
