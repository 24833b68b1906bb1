import { BaseTransformer } from '@adonisjs/core/transformers'
import type { FromSchema } from 'json-schema-to-ts'
import { markdownToHtml } from '#core/services/markdown'
import { DATE_TIME, exactly, INTEGER, nullable, STRING } from '#core/services/schema_parts'
import {
  instantOf,
  isoOf,
  numberOrNull,
  textOrNull,
  type ConsoleRow,
} from '#core/services/record_values'

/** An editable text of the site in the console (the API document's AdminContentPagesRecord). */
export const consoleContentPageSchema = exactly({
  id: INTEGER,
  key: nullable(STRING),
  locale: nullable(STRING),
  title: nullable(STRING),
  body: nullable(STRING),
  bodyHtml: nullable(STRING),
  updatedByUserId: nullable(INTEGER),
  createdAt: DATE_TIME,
  updatedAt: nullable(DATE_TIME),
})

/**
 * A text of the site (`Data.Admin.ContentPage`), with the safe HTML the site renders from its
 * Markdown, so the console previews exactly what visitors will read.
 */
export default class ContentPageTransformer extends BaseTransformer<ConsoleRow> {
  toObject(): FromSchema<typeof consoleContentPageSchema> {
    const row = this.resource
    return {
      id: Number(row.id),
      key: textOrNull(row.key),
      locale: textOrNull(row.locale),
      title: textOrNull(row.title),
      body: textOrNull(row.body),
      bodyHtml: markdownToHtml(textOrNull(row.body) ?? ''),
      updatedByUserId: numberOrNull(row.updated_by_user_id),
      createdAt: instantOf(row.created_at),
      updatedAt: isoOf(row.updated_at),
    }
  }
}
