import db from '@adonisjs/lucid/services/db'
import {
  searchFilter,
  equalsFilter,
  isoOf,
  type ResourceDefinition,
  type Row,
} from '#core/services/admin_resources'

/*
| Industries (core's vocabulary), read-only: the choices of the mentor
| form's select (react-admin's reference inputs read them with getMany and
| lists).
*/

function industryRecord(row: Row) {
  return {
    id: Number(row.id),
    name: row.name,
    nameIt: row.name_it ?? null,
    slug: row.slug,
    sector: row.sector,
    createdAt: isoOf(row.created_at),
  }
}

export const industries: ResourceDefinition = {
  name: 'industries',
  query: () =>
    db.from('industries').select('id', 'name', 'name_it', 'slug', 'sector', 'created_at'),
  idColumn: 'id',
  sortColumns: { id: 'id', name: 'name', nameIt: 'name_it', sector: 'sector' },
  defaultSort: ['name', 'ASC'],
  filters: { q: searchFilter('name', 'name_it'), sector: equalsFilter('sector') },
  toRecords: (rows) => rows.map(industryRecord),
}
