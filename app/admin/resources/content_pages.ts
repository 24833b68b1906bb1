import { lineOfText, paragraphsOfText } from '#core/validators/display_text'
import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import vine from '@vinejs/vine'
import { DateTime } from 'luxon'
import { LOCALES } from '#business/app'
import { AppError } from '#core/errors'
import { isUniqueViolation } from '#database/errors'
import { formMessages } from '#core/services/form_messages'
import { CONTENT_KEYS, CONTENT_RULES } from '#business/content'
import ContentPage from '#core/models/content_page'
import { audit, auditSourceOf } from '#core/services/audit_log'
import {
  equalsFilter,
  recordOf,
  searchFilter,
  type ResourceDefinition,
} from '#core/services/admin_resources'
import ContentPageTransformer, {
  consoleContentPageSchema,
} from '#admin/transformers/content_page_transformer'

/*
| The site's editable texts (static pages, pricing FAQ, home blocks), one
| per key and locale, in Markdown. The record carries the safe HTML the site
| renders, so the console previews exactly what visitors will read.
*/

const COLUMNS = [
  'id',
  'key',
  'locale',
  'title',
  'body',
  'updated_by_user_id',
  'created_at',
  'updated_at',
]

export const contentValidator = vine.create({
  key: vine.enum(CONTENT_KEYS),
  locale: vine.enum(LOCALES),
  title: vine
    .string()
    .trim()
    .use(lineOfText())
    .minLength(1)
    .maxLength(CONTENT_RULES.titleMaxLength),
  body: vine
    .string()
    .trim()
    .use(paragraphsOfText())
    .minLength(1)
    .maxLength(CONTENT_RULES.bodyMaxLength),
})

function duplicate(ctx: HttpContext): never {
  throw new AppError('DUPLICATE_RECORD', {
    messageKey: 'admin.content.errors.duplicate',
    errors: { key: [ctx.i18n.t('admin.content.errors.duplicate')] },
  })
}

/** One text per key and locale: checked first, the unique index settles a race. */
async function saving<T>(ctx: HttpContext, work: () => Promise<T>) {
  try {
    return await work()
  } catch (error) {
    if (isUniqueViolation(error)) {
      duplicate(ctx)
    }
    throw error
  }
}

async function validInput(ctx: HttpContext, id?: number) {
  const input = await ctx.request.validateUsing(contentValidator, {
    messagesProvider: formMessages(ctx, 'admin'),
  })
  const taken = await ContentPage.query()
    .where('key', input.key)
    .where('locale', input.locale)
    .if(id, (query) => query.whereNot('id', id!))
    .first()
  if (taken) duplicate(ctx)
  return input
}

async function create(ctx: HttpContext) {
  const input = await validInput(ctx)
  const page = await saving(ctx, () =>
    db.transaction(async (trx) => {
      const created = await ContentPage.create(
        { ...input, updatedByUserId: ctx.auth.user!.id, createdAt: DateTime.utc() },
        { client: trx }
      )
      await audit(
        auditSourceOf(ctx),
        {
          action: 'content_page.create',
          entityType: 'content_page',
          entityId: created.id,
          after: input,
        },
        trx
      )
      return created
    })
  )
  return page.id
}

async function update(ctx: HttpContext, id: number) {
  const input = await validInput(ctx, id)
  const before = await recordOf(contentPages, id)
  await saving(ctx, () =>
    db.transaction(async (trx) => {
      const page = await ContentPage.findOrFail(id, { client: trx })
      page.merge({ ...input, updatedByUserId: ctx.auth.user!.id })
      await page.save()
      await audit(
        auditSourceOf(ctx),
        {
          action: 'content_page.update',
          entityType: 'content_page',
          entityId: id,
          before: {
            key: before.key,
            locale: before.locale,
            title: before.title,
            body: before.body,
          },
          after: input,
        },
        trx
      )
    })
  )
}

async function destroy(ctx: HttpContext, id: number) {
  const before = await recordOf(contentPages, id)
  await db.transaction(async (trx) => {
    await trx.from('content_pages').where('id', id).delete()
    await audit(
      auditSourceOf(ctx),
      {
        action: 'content_page.delete',
        entityType: 'content_page',
        entityId: id,
        before: { key: before.key, locale: before.locale, title: before.title, body: before.body },
      },
      trx
    )
  })
}

export const contentPages: ResourceDefinition = {
  name: 'content-pages',
  schema: consoleContentPageSchema,
  transformer: ContentPageTransformer,
  bodies: { create: contentValidator, update: contentValidator },
  query: () => db.from('content_pages').select(COLUMNS),
  idColumn: 'id',
  sortColumns: {
    id: 'id',
    key: 'key',
    locale: 'locale',
    title: 'title',
    updatedAt: 'updated_at',
  },
  defaultSort: ['key', 'ASC'],
  filters: {
    q: searchFilter('title', 'body', 'key'),
    key: equalsFilter('key', 'string', CONTENT_KEYS),
    locale: equalsFilter('locale', 'string', LOCALES),
  },
  create,
  update,
  destroy,
}
