import { SavedMentorSchema } from '#database/schema'

/** A mentor a user keeps in their list. One row per (user, mentor). */
export default class SavedMentor extends SavedMentorSchema {}
