import { useRef, useState, type FormEvent } from 'react'
import * as AlertDialog from '@radix-ui/react-alert-dialog'
import * as Dialog from '@radix-ui/react-dialog'
import { useReturnFocus } from '~/components/ui/return_focus'
import { FormattedMessage, useIntl } from 'react-intl'
import { MATCHING_RULES } from '#business/matching'
import { Spinner } from '~/components/loading/spinner'
import { Field, inputClass } from '~/components/ui/field'
import { primaryButtonClass, secondaryButtonClass, dangerButtonClass } from '~/components/ui/button'
import type { Preference } from '~/components/matching/types'
import { closeOnEscapeLeftByToast } from '~/components/toast/escape'
import { SubmitButton } from '~/components/ui/submit_button'
import { useFocusAfterRender } from '~/components/ui/focus_after_render'

const overlayClass = 'fixed inset-0 z-50 bg-slate-900/40'
const panelClass =
  'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none'
/** The save-preference dialog: a name for the current criteria. */
export function SaveSearchDialog({
  open,
  onOpenChange,
  onSave,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Resolves with the name field's error, or null once saved. */
  onSave: (name: string) => Promise<string | null>
}) {
  const intl = useIntl()
  const returnFocus = useReturnFocus()
  const [name, setName] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const nameRef = useRef<HTMLInputElement>(null)
  const focusAfterRender = useFocusAfterRender()

  function refuse(message: string) {
    setError(message)
    focusAfterRender(() => nameRef.current?.focus())
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!name.trim()) return refuse(intl.formatMessage({ id: 'matching.validation.name.required' }))
    setSaving(true)
    const refused = await onSave(name)
    setSaving(false)
    if (refused) return refuse(refused)
    setError(null)
    setName('')
    onOpenChange(false)
  }

  function changeOpen(next: boolean) {
    if (!next) setError(null)
    onOpenChange(next)
  }

  return (
    <Dialog.Root open={open} onOpenChange={changeOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className={overlayClass} />
        <Dialog.Content
          {...returnFocus}
          onKeyDown={closeOnEscapeLeftByToast(() => changeOpen(false))}
          className={panelClass}
        >
          <Dialog.Title className="text-lg font-semibold text-slate-900">
            <FormattedMessage id="matching.saved.dialogTitle" />
          </Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-600">
            <FormattedMessage id="matching.saved.dialogDescription" />
          </Dialog.Description>
          <form onSubmit={submit} noValidate className="mt-5">
            <Field
              id="preference-name"
              label={intl.formatMessage({ id: 'matching.fields.name' })}
              error={error}
            >
              {(control) => (
                <input
                  {...control}
                  ref={nameRef}
                  name="name"
                  type="text"
                  autoComplete="off"
                  maxLength={MATCHING_RULES.savedPreferenceNameMaxLength}
                  value={name}
                  onChange={(event) => setName(event.target.value)}
                  className={inputClass}
                />
              )}
            </Field>
            <div className="mt-6 flex justify-end gap-3">
              <Dialog.Close asChild>
                <button type="button" className={secondaryButtonClass}>
                  <FormattedMessage id="matching.actions.cancel" />
                </button>
              </Dialog.Close>
              <SubmitButton
                busy={saving}
                busyLabel={intl.formatMessage({ id: 'matching.saved.saving' })}
                className={primaryButtonClass}
              >
                {intl.formatMessage({ id: 'matching.saved.save' })}
              </SubmitButton>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

/** Saved preferences: load one (its matches show) or delete it after a confirmation. */
export function SavedSearches({
  preferences,
  busyId,
  onLoad,
  onDelete,
}: {
  preferences: Preference[]
  busyId: number | null
  onLoad: (preference: Preference) => void
  onDelete: (preference: Preference) => Promise<void>
}) {
  const intl = useIntl()
  const returnFocus = useReturnFocus()
  const [confirming, setConfirming] = useState<Preference | null>(null)

  if (preferences.length === 0) {
    return (
      <div className="rounded-lg border border-dashed border-slate-300 p-6 text-center">
        <p className="font-medium text-slate-900">
          <FormattedMessage id="matching.saved.emptyTitle" />
        </p>
        <p className="mt-1 text-sm text-slate-600">
          <FormattedMessage id="matching.saved.emptyDescription" />
        </p>
      </div>
    )
  }

  return (
    <>
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
        {preferences.map((preference) => (
          <li
            key={preference.id}
            className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
          >
            <div>
              <p className="font-medium text-slate-900">{preference.name}</p>
              <p className="text-sm text-slate-600">
                <FormattedMessage
                  id="matching.saved.summary"
                  values={{
                    industries: preference.criteria.industries?.length ?? 0,
                    skills: preference.criteria.skills?.length ?? 0,
                    date: preference.createdAt
                      ? intl.formatDate(preference.createdAt, { dateStyle: 'medium' })
                      : '',
                  }}
                />
              </p>
            </div>
            <div className="flex gap-2">
              <button
                type="button"
                className={primaryButtonClass}
                disabled={busyId === preference.id}
                onClick={() => onLoad(preference)}
                aria-label={intl.formatMessage(
                  { id: 'matching.saved.loadNamed' },
                  { name: preference.name }
                )}
              >
                {busyId === preference.id ? <Spinner size="xs" /> : null}
                <FormattedMessage id="matching.saved.load" />
              </button>
              <button
                type="button"
                className={secondaryButtonClass}
                onClick={() => setConfirming(preference)}
                aria-label={intl.formatMessage(
                  { id: 'matching.saved.deleteNamed' },
                  { name: preference.name }
                )}
              >
                <FormattedMessage id="matching.saved.delete" />
              </button>
            </div>
          </li>
        ))}
      </ul>
      <AlertDialog.Root
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
      >
        <AlertDialog.Portal>
          <AlertDialog.Overlay className={overlayClass} />
          <AlertDialog.Content
            {...returnFocus}
            onKeyDown={closeOnEscapeLeftByToast(() => setConfirming(null))}
            className={panelClass}
          >
            <AlertDialog.Title className="text-lg font-semibold text-slate-900">
              <FormattedMessage
                id="matching.saved.deleteTitle"
                values={{ name: confirming?.name ?? '' }}
              />
            </AlertDialog.Title>
            <AlertDialog.Description className="mt-1 text-sm text-slate-600">
              <FormattedMessage id="matching.saved.deleteDescription" />
            </AlertDialog.Description>
            <div className="mt-6 flex justify-end gap-3">
              <AlertDialog.Cancel asChild>
                <button type="button" className={secondaryButtonClass}>
                  <FormattedMessage id="matching.actions.cancel" />
                </button>
              </AlertDialog.Cancel>
              <AlertDialog.Action asChild>
                <button
                  type="button"
                  className={dangerButtonClass}
                  onClick={() => {
                    if (confirming) void onDelete(confirming)
                  }}
                >
                  <FormattedMessage id="matching.saved.delete" />
                </button>
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </>
  )
}
