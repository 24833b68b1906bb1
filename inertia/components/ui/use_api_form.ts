import { useRef, useState } from 'react'
import { ApiError } from '~/lib/api'
import { useFocusAfterRender } from '~/components/ui/focus_after_render'

type Errors<Field extends string> = Partial<Record<Field, string>>

/**
 * The one way a JSON form or dialog sends itself (page forms use Inertia's `useForm`): the
 * fields' errors, whether it is sending, and `send()`, which runs the typed call and, when the
 * server refuses the input, shows the first message per field under it and moves the focus to the
 * first field in error. The API client has already told the user about any other failure; the
 * caller gets it back through `onFailure` when it has more to say.
 */
export function useApiForm<Field extends string = string>() {
  const formRef = useRef<HTMLFormElement>(null)
  const [errors, setErrors] = useState<Errors<Field>>({})
  const [processing, setProcessing] = useState(false)
  const focusAfterRender = useFocusAfterRender()

  /** Shows `found` on their fields (a check made before sending, or the server's answer). */
  function showErrors(found: Errors<Field>) {
    setErrors(found)
    focusAfterRender(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
    )
  }

  function clearError(field: Field) {
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current))
  }

  /**
   * Sends the form through `call`: `{ answer }`, or `null` when it failed (field errors shown,
   * `onFailure` told of every failure).
   */
  async function send<Answer>(
    call: () => Promise<Answer>,
    onFailure?: (error: unknown) => void
  ): Promise<{ answer: Answer } | null> {
    setProcessing(true)
    setErrors({})
    try {
      return { answer: await call() }
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length) {
        showErrors(error.fieldErrors as Errors<Field>)
      }
      onFailure?.(error)
      return null
    } finally {
      setProcessing(false)
    }
  }

  return { formRef, errors, setErrors, showErrors, clearError, processing, send }
}
