import db from '@adonisjs/lucid/services/db'
import {
  isoOf,
  searchFilter,
  type ResourceDefinition,
  type Row,
} from '#core/services/admin_resources'

/*
| Skills, mentoring's resource of the admin console, read-only: the choices
| of the mentor form's select (react-admin's reference inputs read them with
| getMany and lists).
*/

function skillRecord(row: Row) {
  return {
    id: Number(row.id),
    name: row.name,
    nameIt: row.name_it ?? null,
    slug: row.slug,
    createdAt: isoOf(row.created_at),
  }
}

export const skills: ResourceDefinition = {
  name: 'skills',
  query: () => db.from('skills').select('id', 'name', 'name_it', 'slug', 'created_at'),
  idColumn: 'id',
  sortColumns: { id: 'id', name: 'name', nameIt: 'name_it' },
  defaultSort: ['name', 'ASC'],
  filters: { q: searchFilter('name', 'name_it') },
  toRecords: (rows) => rows.map(skillRecord),
}
