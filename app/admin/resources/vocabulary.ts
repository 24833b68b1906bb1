import db from '@adonisjs/lucid/services/db'
import {
  searchFilter,
  equalsFilter,
  isoOf,
  type ResourceDefinition,
  type Row,
} from '#core/services/admin_resources'

/*
| Skills and industries, read-only: the choices of the mentor form's
| selects (react-admin's reference inputs read them with getMany and lists).
*/

function vocabularyRecord(row: Row) {
  return {
    id: Number(row.id),
    name: row.name,
    name_it: row.name_it ?? null,
    slug: row.slug,
    ...(row.sector !== undefined && { sector: row.sector }),
    created_at: isoOf(row.created_at),
  }
}

export const skills: ResourceDefinition = {
  name: 'skills',
  query: () => db.from('skills').select('id', 'name', 'name_it', 'slug', 'created_at'),
  idColumn: 'id',
  sortColumns: { id: 'id', name: 'name', name_it: 'name_it' },
  defaultSort: ['name', 'ASC'],
  filters: { q: searchFilter('name', 'name_it') },
  toRecords: (rows) => rows.map(vocabularyRecord),
}

export const industries: ResourceDefinition = {
  name: 'industries',
  query: () =>
    db.from('industries').select('id', 'name', 'name_it', 'slug', 'sector', 'created_at'),
  idColumn: 'id',
  sortColumns: { id: 'id', name: 'name', name_it: 'name_it', sector: 'sector' },
  defaultSort: ['name', 'ASC'],
  filters: { q: searchFilter('name', 'name_it'), sector: equalsFilter('sector') },
  toRecords: (rows) => rows.map(vocabularyRecord),
}
