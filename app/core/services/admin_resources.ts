import type { HttpContext } from '@adonisjs/core/http'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import type { DateTime } from 'luxon'
import { AppError } from '#core/errors'
import { toDbInstant } from '#database/columns'

/*
| The admin console's REST resources: what one is, and the registry each
| module adds its own to when the app boots (the users are accounts', the
| mentors mentoring's...), so a resource lives with the tables it reads. The
| admin module serves every registered resource the same way (its routes,
| rest_handlers.ts) without importing the modules that own them.
|
| A resource says how its rows are read (a query builder over its tables),
| which fields sort and filter and the SQL each stands for, the transformer
| of its module that makes a row the record the console sees (typed by its
| schema, which the API document shows), and the changes it allows. Every
| record the console's API sends, a list's, one record's or a change's
| answer, comes through that transformer (recordsOf, recordOf); a list
| answers through records(), with the total ra-data-simple-rest reads.
*/

type Query = DatabaseQueryBuilderContract<any>
export type Row = Record<string, any>
export type AdminRecord = Record<string, unknown> & { id: number | string }

/** A module's transformer of a resource's records (app/<module>/transformers/console/). */
export type RecordTransformer<View> = new (view: View) => { toObject(): AdminRecord }

/** How a filter key reads its value (the list query's parser checks it). */
export type FilterKind =
  | { type: 'search' }
  | { type: 'string'; values?: readonly string[] }
  | { type: 'number' }
  | { type: 'boolean' }
  | { type: 'date' }

export type FilterValue = string | number | boolean | DateTime | number[]

/** A filter: its kind (how the value is read) and how it narrows the query. */
export type FilterDefinition = FilterKind & { apply: (query: Query, value: any) => void }

export type ResourceDefinition<View = Row> = {
  /** The URL segment and the Content-Range unit, e.g. 'mentor-applications'. */
  name: string
  /** Rows with the columns the transformer reads; no order, no limit. */
  query: () => Query
  /** The SQL column (or expression) behind each sortable field. */
  sortColumns: Record<string, string>
  defaultSort: readonly [string, 'ASC' | 'DESC']
  filters: Record<string, FilterDefinition>
  /** The SQL column of the record id (for getMany and GET /:id). */
  idColumn: string
  /** The record's JSON Schema (the API document's), which the transformer's output is typed by. */
  schema: Record<string, unknown>
  /** The owning module's transformer: a view of a row to the record (`Data.<Module>.Console.*`). */
  transformer: RecordTransformer<View>
  /** A page's rows as the transformer reads them, their related rows loaded in one query each. */
  views?: (rows: Row[]) => Promise<View[]>
  /** What only a record's own page shows (GET /:id, and every change's answer). */
  detail?: (view: View) => Promise<View>
  /** Creates a record and says its id; the answer is the record, as GET /:id shows it. */
  create?: (ctx: HttpContext) => Promise<number>
  /** Changes the record; the answer is the record, as GET /:id shows it. */
  update?: (ctx: HttpContext, id: number) => Promise<void>
  destroy?: (ctx: HttpContext, id: number) => Promise<void>
  /**
   * The validators of the bodies the changes read, by change (create, update or an action's
   * name): the API document describes each body from its validator.
   */
  bodies?: Record<string, { toJSONSchema(): object }>
  /** Answers a change may give besides the common ones, by change: status → description. */
  answers?: Record<string, Record<number, string>>
  /** POST /:id/<action>: a business action; the answer is the changed record. */
  actions?: Record<string, (ctx: HttpContext, id: number) => Promise<void>>
}

const registered: ResourceDefinition<any>[] = []

/** A module adds its console resources from its provider's start(), before the routes load. */
export function addAdminResource(...resources: ResourceDefinition<any>[]) {
  for (const resource of resources) {
    if (registered.some((known) => known.name === resource.name)) {
      throw new Error(`The admin resource '${resource.name}' is registered twice`)
    }
    registered.push(resource)
  }
}

/** Every registered resource, in the order the modules' providers started. */
export function adminResources(): readonly ResourceDefinition<any>[] {
  return registered
}

/* Records: a resource's rows through its module's transformer. */

/** The records of some rows of a resource (a page of a list): their views, then the transformer. */
export async function recordsOf<View>(resource: ResourceDefinition<View>, rows: Row[]) {
  const views = resource.views ? await resource.views(rows) : (rows as View[])
  return views.map((view) => new resource.transformer(view).toObject())
}

/** One record as its own page shows it (with its detail), else NOT_FOUND. */
export async function recordOf<View>(resource: ResourceDefinition<View>, id: number) {
  const row = await resource.query().where(resource.idColumn, id).first()
  if (!row) throw new AppError('NOT_FOUND')
  const [view] = resource.views ? await resource.views([row]) : [row as View]
  return new resource.transformer(resource.detail ? await resource.detail(view) : view).toObject()
}

/**
 * A list's answer as ra-data-simple-rest reads it: the page of records, and the total in
 * `Content-Range: users 0-24/319` (its default) and `X-Total-Count: 319` (json-server's name,
 * which its other setting and other clients read).
 */
export function records(
  ctx: HttpContext,
  resource: Pick<ResourceDefinition<any>, 'name'>,
  page: { start: number; total: number; records: AdminRecord[] }
) {
  const range = page.records.length ? `${page.start}-${page.start + page.records.length - 1}` : '*'
  ctx.response.header('Content-Range', `${resource.name} ${range}/${page.total}`)
  ctx.response.header('X-Total-Count', String(page.total))
  ctx.response.header('Access-Control-Expose-Headers', 'Content-Range, X-Total-Count')
  return page.records
}

/* Filters: the usual kinds, each bound to its SQL. */

function likePattern(text: string) {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/** Free text over some columns, case-insensitive, on SQLite and PostgreSQL alike. */
export function searchFilter(...columns: string[]): FilterDefinition {
  return {
    type: 'search',
    apply: (query, text: string) => {
      if (!text) return
      query.where((any) => {
        for (const column of columns) {
          any.orWhereRaw(`lower(${column}) like ? escape '\\'`, [likePattern(text)])
        }
      })
    },
  }
}

export function equalsFilter(
  column: string,
  type: 'string' | 'number' | 'boolean' = 'string',
  values?: readonly string[]
): FilterDefinition {
  return {
    ...(type === 'string' ? { type, values } : { type }),
    apply: (query, value: FilterValue) => {
      query.where(column, value as any)
    },
  } as FilterDefinition
}

/** `<field>_gte` / `<field>_lte` on an instant column. */
export function dateFilters(field: string, column: string): Record<string, FilterDefinition> {
  return {
    [`${field}_gte`]: {
      type: 'date',
      apply: (query, value: DateTime) => query.where(column, '>=', toDbInstant(value)),
    },
    [`${field}_lte`]: {
      type: 'date',
      apply: (query, value: DateTime) => query.where(column, '<=', toDbInstant(value)),
    },
  }
}
