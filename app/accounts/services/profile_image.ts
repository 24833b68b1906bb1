import { randomUUID } from 'node:crypto'
import type { Metadata } from 'sharp'
import drive from '@adonisjs/drive/services/main'
import logger from '@adonisjs/core/services/logger'
import type User from '#accounts/models/user'
import { PROFILE_IMAGE_OUTPUT, PROFILE_IMAGE_RULES } from '#business/accounts'

/** Why an upload was refused (each has the spec's message). */
export type ProfileImageProblem = 'too_large' | 'invalid_type' | 'too_small'

/** Beyond this many pixels a (small, well-compressed) file is refused as too large. */
const MAX_INPUT_PIXELS = 40_000_000

const FORMATS: Record<string, (typeof PROFILE_IMAGE_RULES.mimeTypes)[number]> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
}

/**
 * sharp (and libvips) loaded on the first upload: the catalogue imports this
 * module for its image URLs, and about 8 MB need not be held for that.
 */
async function loadSharp() {
  const { default: sharp } = await import('sharp')
  return sharp
}

/**
 * Checks an upload by its content, never by its name or declared type:
 * at most 5 MB, JPEG, PNG or WebP as sharp reads it, at least 160x160.
 */
export async function checkProfileImage(buffer: Buffer): Promise<ProfileImageProblem | null> {
  if (buffer.length > PROFILE_IMAGE_RULES.maxBytes) return 'too_large'
  const sharp = await loadSharp()
  let metadata: Metadata
  try {
    metadata = await sharp(buffer).metadata()
  } catch {
    return 'invalid_type'
  }
  if (!metadata.format || !FORMATS[metadata.format]) return 'invalid_type'
  const width = metadata.width ?? 0
  const height = metadata.height ?? 0
  if (width * height > MAX_INPUT_PIXELS) return 'too_large'
  if (width < PROFILE_IMAGE_RULES.minWidth || height < PROFILE_IMAGE_RULES.minHeight) {
    return 'too_small'
  }
  return null
}

/**
 * Re-encodes the image as WebP: turned upright by its EXIF orientation, then
 * cropped to a square (at most 512 px) plus a 96 px thumbnail. sharp writes
 * no metadata unless asked, so EXIF (camera, GPS...) and ICC data are gone.
 */
export async function renderProfileImage(buffer: Buffer) {
  const sharp = await loadSharp()
  const upright = await sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .toBuffer({ resolveWithObject: true })
  const side = Math.min(PROFILE_IMAGE_OUTPUT.size, upright.info.width, upright.info.height)
  const encode = (size: number) =>
    sharp(upright.data)
      .resize(size, size, { fit: 'cover', position: 'attention' })
      .webp({ quality: PROFILE_IMAGE_OUTPUT.quality })
      .toBuffer()
  const [image, thumbnail] = await Promise.all([
    encode(side),
    encode(Math.min(PROFILE_IMAGE_OUTPUT.thumbnailSize, side)),
  ])
  return { image, thumbnail }
}

const KEY_PATTERN = new RegExp(`${PROFILE_IMAGE_OUTPUT.directory}/\\d+/[0-9a-f-]{36}\\.webp$`)

/** The storage key of a profile image URL this app stored, else null. */
export function profileImageKey(url: string | null | undefined) {
  const match = url?.match(KEY_PATTERN)
  return match ? match[0] : null
}

/** The 96 px thumbnail of a stored profile image (other URLs are returned as they are). */
export function profileThumbnailUrl(url: string | null | undefined) {
  if (!url) return null
  return profileImageKey(url) ? url.replace(/\.webp$/, '-thumb.webp') : url
}

/** Deletes a stored picture and its thumbnail (a URL of another host is left alone). */
export async function removeStored(url: string | null) {
  const key = profileImageKey(url)
  if (!key) return
  const disk = drive.use()
  for (const one of [key, key.replace(/\.webp$/, '-thumb.webp')]) {
    try {
      await disk.delete(one)
    } catch (error) {
      logger.warn({ err: error, key: one }, 'could not delete a replaced profile image')
    }
  }
}

/**
 * Stores a checked image as the user's profile image (through Drive, the
 * local disk by default) and deletes the one it replaces.
 */
export async function replaceProfileImage(user: User, buffer: Buffer) {
  const { image, thumbnail } = await renderProfileImage(buffer)
  const key = `${PROFILE_IMAGE_OUTPUT.directory}/${user.id}/${randomUUID()}.webp`
  const disk = drive.use()
  const options = { contentType: 'image/webp', visibility: 'public' as const }
  await disk.put(key, image, options)
  await disk.put(key.replace(/\.webp$/, '-thumb.webp'), thumbnail, options)

  const previous = user.profileImage
  user.profileImage = await disk.getUrl(key)
  await user.save()
  if (previous !== user.profileImage) await removeStored(previous)
  return user
}

export async function removeProfileImage(user: User) {
  const previous = user.profileImage
  user.profileImage = null
  await user.save()
  await removeStored(previous)
  return user
}
