import { randomBytes } from 'node:crypto'
import { rmdir } from 'node:fs/promises'
import { dirname } from 'node:path'
import { test } from '@japa/runner'
import sharp from 'sharp'
import drive from '@adonisjs/drive/services/main'
import app from '@adonisjs/core/services/app'
import testUtils from '@adonisjs/core/services/test_utils'
import type User from '#accounts/models/user'
import Industry from '#core/models/industry'
import { PROFILE_IMAGE_RULES } from '#business/accounts'
import { profileImageKey } from '#accounts/services/profile_image'
import { givenUser } from '#tests/helpers/users'
import { pageFrom, ssrBody } from '#tests/helpers/inertia'

const API_USER_KEYS = [
  'id',
  'first_name',
  'last_name',
  'email',
  'role',
  'onboarded',
  'city',
  'timezone',
  'company_name',
  'company_size',
  'professional_role',
  'profile_image',
  'slug',
  'locale',
]

async function givenIndustries() {
  const suffix = `${Date.now()}-${Math.round(Math.random() * 1e6)}`
  return Industry.createMany([
    { slug: `saas-${suffix}`, name: 'SaaS', nameIt: 'SaaS', sector: 'Software' },
    { slug: `retail-${suffix}`, name: 'Retail', nameIt: 'Retail', sector: 'Commerce' },
  ])
}

/** A solid image of the given size and format, made in memory. */
function image(width: number, height: number, format: 'png' | 'jpeg' | 'webp' | 'gif') {
  return sharp({
    create: { width, height, channels: 3, background: { r: 40, g: 90, b: 200 } },
  })
    .toFormat(format)
    .toBuffer()
}

test.group('Settings | basic profile page and PUT /api/users/profile', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('/settings and /settings/profile open the basic profile', async ({ client, assert }) => {
    const user = await givenUser()
    for (const path of ['/settings', '/settings/profile']) {
      const response = await client.get(path).loginAs(user).redirects(0)
      assert.oneOf(response.status(), [301, 302])
      assert.equal(response.header('location'), '/settings/profile/basic')
    }
  })

  test('the basic profile page needs a completed onboarding', async ({ client, assert }) => {
    const user = await givenUser({ onboarded: false })
    const response = await client.get('/settings/profile/basic').loginAs(user).redirects(0)
    assert.equal(response.header('location'), '/onboarding')
  })

  test('the page shows the profile, industries and time zones', async ({ client, assert }) => {
    const [saas] = await givenIndustries()
    const user = await givenUser({ timezone: 'Europe/Rome' })
    await user.related('industries').attach([saas.id])
    const response = await client.get('/settings/profile/basic').loginAs(user)
    response.assertStatus(200)
    const page = pageFrom(response.text())
    assert.equal(page.component, 'accounts/settings/basic')
    assert.equal(page.props.profile.firstName, user.firstName)
    assert.equal(page.props.profile.timezone, 'Europe/Rome')
    assert.deepEqual(page.props.profile.industries, [saas.id])
    assert.include(page.props.timeZones, 'America/New_York')
    assert.deepEqual(page.props.image, { url: null, thumbnailUrl: null })
    const html = ssrBody(response.text())
    assert.include(html, 'Basic profile')
    assert.include(html, 'A .jpg or .png image, at least 160×160 pixels, up to 5MB.')
    assert.lengthOf(html.match(/<main[\s>]/g) ?? [], 1, "one <main>, the layout's")
  })

  test('PUT /api/users/profile updates the profile and answers { user }', async ({
    client,
    assert,
  }) => {
    const [saas, retail] = await givenIndustries()
    const user = await givenUser()
    const response = await client
      .put('/api/users/profile')
      .withCsrfToken()
      .json({
        first_name: 'Giulia',
        last_name: 'Bianchi',
        city: 'Bologna',
        timezone: 'Europe/Rome',
        company_name: 'Bianchi Labs',
        company_size: 'medium',
        professional_role: 'CEO',
        industries: [saas.id, retail.id],
      })
      .loginAs(user)
    response.assertStatus(200)
    const body = response.body()
    assert.sameMembers(Object.keys(body.user), API_USER_KEYS)
    assert.containsSubset(body.user, {
      id: user.id,
      first_name: 'Giulia',
      last_name: 'Bianchi',
      email: user.email,
      role: 'STUDENT',
      onboarded: true,
      city: 'Bologna',
      timezone: 'Europe/Rome',
      company_name: 'Bianchi Labs',
      company_size: 'medium',
      professional_role: 'CEO',
      profile_image: null,
    })
    await user.refresh()
    await user.load('industries')
    assert.equal(user.firstName, 'Giulia')
    assert.sameMembers(
      user.industries.map((industry) => industry.id),
      [saas.id, retail.id]
    )
  })

  test('a partial update changes only what is sent; optional fields can be cleared', async ({
    client,
    assert,
  }) => {
    const user = await givenUser()
    user.merge({ city: 'Napoli', companyName: 'Old Co' })
    await user.save()
    const response = await client
      .put('/api/users/profile')
      .withCsrfToken()
      .json({ city: 'Genova', company_name: null })
      .loginAs(user)
    response.assertStatus(200)
    assert.equal(response.body().user.city, 'Genova')
    assert.isNull(response.body().user.company_name)
    assert.equal(response.body().user.first_name, user.firstName)
  })

  test('invalid input answers VALIDATION_ERROR with field errors', async ({ client, assert }) => {
    const user = await givenUser()
    const response = await client
      .put('/api/users/profile')
      .withCsrfToken()
      .json({
        first_name: '',
        timezone: 'Nowhere/Atlantis',
        company_size: 'huge',
        industries: [],
      })
      .loginAs(user)
    response.assertStatus(422)
    const body = response.body()
    assert.equal(body.errorCode, 'VALIDATION_ERROR')
    assert.deepEqual(body.errors.first_name, ['The First name field is required'])
    assert.deepEqual(body.errors.timezone, ['Select a valid time zone'])
    assert.deepEqual(body.errors.company_size, ['Select a valid Company size'])
    assert.deepEqual(body.errors.industries, ['Please select at least one industry'])
    await user.refresh()
    assert.notEqual(user.firstName, '')
  })

  test('errors are in Italian for an Italian visitor', async ({ client, assert }) => {
    const user = await givenUser()
    const response = await client
      .put('/api/users/profile')
      .withCsrfToken()
      .header('Accept-Language', 'it')
      .json({ industries: [], last_name: '   ' })
      .loginAs(user)
    response.assertStatus(422)
    assert.deepEqual(response.body().errors.industries, ['Seleziona almeno un settore'])
    assert.deepEqual(response.body().errors.last_name, ['Il campo Cognome è obbligatorio'])
  })

  test('unknown industries are refused', async ({ client, assert }) => {
    const user = await givenUser()
    const response = await client
      .put('/api/users/profile')
      .withCsrfToken()
      .json({ industries: [987_654] })
      .loginAs(user)
    response.assertStatus(422)
    assert.deepEqual(response.body().errors.industries, ['Select industries from the list'])
  })

  test('a signed-out call answers 401 UNAUTHORIZED', async ({ client, assert }) => {
    const response = await client.put('/api/users/profile').withCsrfToken().json({ city: 'x' })
    response.assertStatus(401)
    assert.equal(response.body().errorCode, 'UNAUTHORIZED')
  })
})

test.group('Settings | profile image', (group) => {
  const storedKeys: string[] = []
  /** Remembers the user's stored files so the test leaves the disk as it found it. */
  const track = (user: User) => {
    const key = profileImageKey(user.profileImage)
    if (key) storedKeys.push(key, key.replace(/\.webp$/, '-thumb.webp'))
  }

  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.teardown(async () => {
    for (const key of storedKeys.splice(0)) {
      await drive.use().delete(key)
      // The user's folder goes too once empty (rmdir refuses a folder with files).
      await rmdir(app.makePath('storage/uploads', dirname(key))).catch(() => {})
    }
  })

  async function upload(client: any, user: User, buffer: Buffer, filename: string, locale = 'en') {
    return client
      .post('/api/users/profile/image')
      .withCsrfToken()
      .header('Accept-Language', locale)
      .file('image', buffer, { filename })
      .loginAs(user)
  }

  test('a PNG, a JPEG and a WebP are accepted, re-encoded and served at /uploads')
    .with(['png', 'jpeg', 'webp'] as const)
    .run(async ({ client, assert }, format) => {
      const user = await givenUser()
      const response = await upload(client, user, await image(640, 480, format), `me.${format}`)
      response.assertStatus(200)
      await user.refresh()
      track(user)

      const url: string = response.body().user.profile_image
      assert.equal(url, user.profileImage)
      assert.match(url, new RegExp(`^/uploads/profile-images/${user.id}/[0-9a-f-]{36}\\.webp$`))
      assert.equal(response.body().image.thumbnail_url, url.replace(/\.webp$/, '-thumb.webp'))

      const key = profileImageKey(url)!
      const stored = await sharp(Buffer.from(await drive.use().getBytes(key))).metadata()
      assert.equal(stored.format, 'webp')
      assert.equal(stored.width, 480)
      assert.equal(stored.height, 480)
      const thumbnail = await sharp(
        Buffer.from(await drive.use().getBytes(key.replace(/\.webp$/, '-thumb.webp')))
      ).metadata()
      assert.equal(thumbnail.width, 96)

      const served = await client.get(url)
      served.assertStatus(200)
      assert.match(served.header('content-type') ?? '', /^image\/webp/)
    })

  test('large images are scaled down to 512 px', async ({ client, assert }) => {
    const user = await givenUser()
    const response = await upload(client, user, await image(1600, 1200, 'jpeg'), 'big.jpg')
    response.assertStatus(200)
    await user.refresh()
    track(user)
    const key = profileImageKey(user.profileImage)!
    const stored = await sharp(Buffer.from(await drive.use().getBytes(key))).metadata()
    assert.equal(stored.width, 512)
    assert.equal(stored.height, 512)
  })

  test('the type is read from the content: a GIF and a text file named .png are refused')
    .with([
      { name: 'GIF', make: () => image(300, 300, 'gif'), filename: 'anim.gif' },
      {
        name: 'text as .png',
        make: async () => Buffer.from('not an image at all'),
        filename: 'me.png',
      },
      {
        name: 'GIF named .jpg',
        make: () => image(300, 300, 'gif'),
        filename: 'photo.jpg',
      },
    ])
    .run(async ({ client, assert }, { make, filename }) => {
      const user = await givenUser()
      const response = await upload(client, user, await make(), filename)
      response.assertStatus(422)
      assert.equal(response.body().errorCode, 'VALIDATION_ERROR')
      assert.deepEqual(response.body().errors.image, ['Invalid file type (JPEG, PNG or WebP only)'])
      await user.refresh()
      assert.isNull(user.profileImage)
    })

  test('an image under 160x160 is refused with the size in the message ({$self})')
    .with([
      { locale: 'en', message: 'Image must be at least 160×160 pixels' },
      { locale: 'it', message: "L'immagine deve essere di almeno 160×160 pixel" },
    ])
    .run(async ({ client, assert }, { locale, message }) => {
      const user = await givenUser()
      const response = await upload(client, user, await image(100, 100, 'png'), 'small.png', locale)
      response.assertStatus(422)
      assert.deepEqual(response.body().errors.image, [message])
    })

  test('an image over 5MB is refused ({$self})')
    .with([
      { locale: 'en', message: 'Image is too large (max 5MB)' },
      { locale: 'it', message: "L'immagine è troppo grande (max 5MB)" },
    ])
    .run(async ({ client, assert }, { locale, message }) => {
      const user = await givenUser()
      // Random pixels do not compress: about 5.5 MB of PNG.
      const side = 1350
      const noisy = await sharp(randomBytes(side * side * 3), {
        raw: { width: side, height: side, channels: 3 },
      })
        .png({ compressionLevel: 0 })
        .toBuffer()
      assert.isAbove(noisy.length, PROFILE_IMAGE_RULES.maxBytes)
      const response = await upload(client, user, noisy, 'huge.png', locale)
      response.assertStatus(422)
      assert.deepEqual(response.body().errors.image, [message])
    })
    .timeout(60_000)

  test('a missing file is refused', async ({ client, assert }) => {
    const user = await givenUser()
    const response = await client
      .post('/api/users/profile/image')
      .withCsrfToken()
      .json({})
      .loginAs(user)
    response.assertStatus(422)
    assert.deepEqual(response.body().errors.image, ['Choose an image to upload'])
  })

  test('EXIF metadata is stripped and the orientation applied', async ({ client, assert }) => {
    const user = await givenUser()
    // Stored sideways (left red, right blue) with "rotate 90° clockwise" in EXIF, plus camera data.
    const left = await sharp({
      create: { width: 200, height: 200, channels: 3, background: { r: 255, g: 0, b: 0 } },
    })
      .png()
      .toBuffer()
    const photo = await sharp({
      create: { width: 400, height: 200, channels: 3, background: { r: 0, g: 0, b: 255 } },
    })
      .composite([{ input: left, left: 0, top: 0 }])
      .jpeg()
      .withExif({ IFD0: { Make: 'TestCam', Model: 'Secret 1', Copyright: 'Someone' } })
      .withMetadata({ orientation: 6 })
      .toBuffer()
    const original = await sharp(photo).metadata()
    assert.equal(original.orientation, 6)
    assert.exists(original.exif)

    const response = await upload(client, user, photo, 'IMG_0001.jpg')
    response.assertStatus(200)
    await user.refresh()
    track(user)

    const stored = Buffer.from(await drive.use().getBytes(profileImageKey(user.profileImage)!))
    const metadata = await sharp(stored).metadata()
    assert.isUndefined(metadata.exif)
    assert.isUndefined(metadata.orientation)
    assert.isUndefined(metadata.icc)
    assert.notInclude(stored.toString('latin1'), 'TestCam')
    // Upright: the red half (the image's left) is now on top.
    const { data, info } = await sharp(stored).raw().toBuffer({ resolveWithObject: true })
    const pixel = (x: number, y: number) => {
      const offset = (y * info.width + x) * info.channels
      return [data[offset], data[offset + 1], data[offset + 2]]
    }
    const [topRed, , topBlue] = pixel(100, 10)
    const [bottomRed, , bottomBlue] = pixel(100, info.height - 10)
    assert.isAbove(topRed, 200)
    assert.isBelow(topBlue, 60)
    assert.isAbove(bottomBlue, 200)
    assert.isBelow(bottomRed, 60)
  })

  test('a new image replaces the old one, whose files are deleted', async ({ client, assert }) => {
    const user = await givenUser()
    await upload(client, user, await image(300, 300, 'png'), 'one.png')
    await user.refresh()
    track(user)
    const firstKey = profileImageKey(user.profileImage)!
    assert.isTrue(await drive.use().exists(firstKey))

    await upload(client, user, await image(300, 300, 'jpeg'), 'two.jpg')
    await user.refresh()
    track(user)
    const secondKey = profileImageKey(user.profileImage)!
    assert.notEqual(secondKey, firstKey)
    assert.isFalse(await drive.use().exists(firstKey))
    assert.isFalse(await drive.use().exists(firstKey.replace(/\.webp$/, '-thumb.webp')))
    assert.isTrue(await drive.use().exists(secondKey))
  })

  test('the image can be deleted', async ({ client, assert }) => {
    const user = await givenUser()
    await upload(client, user, await image(300, 300, 'webp'), 'me.webp')
    await user.refresh()
    track(user)
    const key = profileImageKey(user.profileImage)!

    const response = await client.delete('/api/users/profile/image').withCsrfToken().loginAs(user)
    response.assertStatus(200)
    assert.isNull(response.body().user.profile_image)
    await user.refresh()
    assert.isNull(user.profileImage)
    assert.isFalse(await drive.use().exists(key))
    assert.isFalse(await drive.use().exists(key.replace(/\.webp$/, '-thumb.webp')))
    const gone = await client.get(`/uploads/${key}`)
    gone.assertStatus(404)
  })

  test('uploading needs a signed-in user', async ({ client, assert }) => {
    const response = await client
      .post('/api/users/profile/image')
      .withCsrfToken()
      .file('image', await image(300, 300, 'png'), { filename: 'x.png' })
    response.assertStatus(401)
    assert.equal(response.body().errorCode, 'UNAUTHORIZED')
  })
})

test.group('Uploads | served files', () => {
  test('path traversal attempts on /uploads answer 404 ({$self})')
    .with([
      '/uploads/..%2f..%2fpackage.json',
      '/uploads/profile-images/..%2F..%2F..%2F.env',
      '/uploads/%2e%2e/%2e%2e/package.json',
      '/uploads/..%5c..%5cpackage.json',
      '/uploads/profile-images/%2e%2e%2f%2e%2e%2fadonisrc.ts',
    ])
    .run(async ({ client, assert }, path) => {
      const response = await client.get(path)
      response.assertStatus(404)
      assert.notInclude(response.text(), '"name": "mentoring-marketplace"')
    })

  test('a missing file answers 404', async ({ client }) => {
    const response = await client.get('/uploads/profile-images/1/does-not-exist.webp')
    response.assertStatus(404)
  })
})
