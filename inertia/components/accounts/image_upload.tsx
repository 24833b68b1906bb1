import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react'
import type { Data } from '@generated/data'
import { FormattedMessage } from 'react-intl'
import { PROFILE_IMAGE_RULES } from '#business/accounts'
import { Spinner } from '~/components/loading/spinner'
import { toast } from '~/components/toast'
import { secondaryButtonClass } from '~/components/ui/button'
import { cn } from '~/lib/cn'
import { useT } from '~/components/ui/use_t'
import { api, ApiError, type ApiAnswer, type ApiArgs } from '~/lib/api'

export type ProfileImage = Data.Accounts.ProfileImage

type Props = {
  image: ProfileImage
  initials: string
  /** After a successful upload or removal. */
  onChange: (image: ProfileImage) => void
}

/** The page's image from an upload's or a removal's answer (the API's snake_case). */
function imageOf(answer: ApiAnswer<'api.users.profile.image.store'>): ProfileImage {
  if (!answer?.image) throw new Error('')
  return { url: answer.image.url, thumbnailUrl: answer.image.thumbnail_url }
}

/** The server's message about the file, if it gave one. */
function problemOf(error: unknown) {
  return error instanceof ApiError ? (error.fieldErrors.image ?? '') : ''
}

/** Reads an image's pixel size in the browser (null when it cannot be decoded). */
function imageSize(file: File): Promise<{ width: number; height: number } | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file)
    const image = new Image()
    image.onload = () => {
      resolve({ width: image.naturalWidth, height: image.naturalHeight })
      URL.revokeObjectURL(url)
    }
    image.onerror = () => {
      resolve(null)
      URL.revokeObjectURL(url)
    }
    image.src = url
  })
}

/**
 * The profile image: preview, upload (JPEG, PNG or WebP, at most 5 MB, at
 * least 160x160, checked here first and again by the server on the file's
 * content) and removal. Failures raise the spec's notifications.
 */
export function ImageUpload({ image, initials, onChange }: Props) {
  const t = useT()
  const id = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [broken, setBroken] = useState(false)
  const [status, setStatus] = useState('')
  const sizeValues = { width: PROFILE_IMAGE_RULES.minWidth, height: PROFILE_IMAGE_RULES.minHeight }

  useEffect(() => setBroken(false), [image.url])

  const fail = (title: string, description: string | null) => {
    setError(description)
    toast({ title, description: description ?? undefined, variant: 'destructive' })
  }

  /** The same checks as the server, to answer at once. */
  async function localProblem(file: File) {
    if (file.size > PROFILE_IMAGE_RULES.maxBytes) return t('settings.image.errors.tooLarge')
    if (!(PROFILE_IMAGE_RULES.mimeTypes as readonly string[]).includes(file.type)) {
      return t('settings.image.errors.invalidType')
    }
    const size = await imageSize(file)
    if (!size) return t('settings.image.errors.invalidType')
    if (size.width < sizeValues.width || size.height < sizeValues.height) {
      return t('settings.image.errors.tooSmall', sizeValues)
    }
    return null
  }

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    setError(null)
    const problem = await localProblem(file)
    if (problem) return fail(t('settings.image.errors.uploadFailed'), problem)

    setBusy('upload')
    setStatus(t('settings.image.uploading'))
    try {
      const body = new FormData()
      body.append('image', file)
      // The server reads the file itself (no validator), so the route declares no body.
      const upload = { body, silent: true } as ApiArgs<'api.users.profile.image.store'>
      const next = imageOf(await api('api.users.profile.image.store', upload))
      onChange(next)
      setStatus(t('settings.image.uploaded'))
      toast({ title: t('settings.image.uploaded') })
    } catch (uploadError) {
      setStatus('')
      fail(t('settings.image.errors.uploadFailed'), problemOf(uploadError) || null)
    } finally {
      setBusy(null)
    }
  }

  async function remove() {
    setError(null)
    setBusy('remove')
    setStatus(t('settings.image.removing'))
    try {
      const next = imageOf(await api('api.users.profile.image.destroy', { silent: true }))
      onChange(next)
      setStatus(t('settings.image.removed'))
      toast({ title: t('settings.image.removed') })
      inputRef.current?.focus()
    } catch {
      setStatus('')
      fail(t('settings.image.errors.deleteFailed'), null)
    } finally {
      setBusy(null)
    }
  }

  const onImageError = () => {
    if (broken) return
    setBroken(true)
    toast({ title: t('settings.image.errors.loadFailed'), variant: 'destructive' })
  }

  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const showImage = image.url && !broken

  return (
    <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
      <div className="relative size-24 shrink-0 overflow-hidden rounded-full bg-brand-100 ring-1 ring-slate-200">
        {showImage ? (
          <img
            src={image.url!}
            alt={t('settings.image.alt')}
            width={96}
            height={96}
            className="size-full object-cover"
            onError={onImageError}
          />
        ) : (
          <span
            role="img"
            aria-label={broken ? t('settings.image.errors.loadFailed') : t('settings.image.none')}
            className="flex size-full items-center justify-center text-2xl font-semibold text-brand-800"
          >
            {initials}
          </span>
        )}
        {busy ? (
          <span className="absolute inset-0 flex items-center justify-center bg-white/70 text-brand-800">
            <Spinner size="md" />
          </span>
        ) : null}
      </div>
      <div className="min-w-0">
        <div className="flex flex-wrap gap-3">
          <label
            htmlFor={id}
            className={cn(
              secondaryButtonClass,
              'cursor-pointer has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 has-[:focus-visible]:ring-offset-2',
              busy && 'pointer-events-none opacity-60'
            )}
          >
            {busy === 'upload' ? <Spinner size="xs" /> : null}
            {busy === 'upload'
              ? t('settings.image.uploading')
              : image.url
                ? t('settings.image.replace')
                : t('settings.image.upload')}
            <input
              ref={inputRef}
              id={id}
              name="image"
              type="file"
              accept={PROFILE_IMAGE_RULES.mimeTypes.join(',')}
              className="sr-only"
              disabled={!!busy}
              aria-describedby={error ? `${hintId} ${errorId}` : hintId}
              aria-invalid={error ? true : undefined}
              onChange={upload}
            />
          </label>
          {image.url ? (
            <button
              type="button"
              onClick={remove}
              disabled={!!busy}
              className={cn(secondaryButtonClass, 'text-red-700 hover:bg-red-50')}
            >
              {busy === 'remove' ? <Spinner size="xs" /> : null}
              {busy === 'remove' ? t('settings.image.removing') : t('settings.image.remove')}
            </button>
          ) : null}
        </div>
        <p id={hintId} className="mt-2 text-sm text-slate-500">
          <FormattedMessage id="settings.image.hint" values={sizeValues} />
        </p>
        {error ? (
          <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
        <p className="sr-only" aria-live="polite">
          {status}
        </p>
      </div>
    </div>
  )
}
