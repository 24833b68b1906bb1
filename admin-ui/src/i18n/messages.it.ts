import type { TranslationMessages } from 'react-admin'
import raItalian from './ra.it'
import consoleItalian from './console.it'
import resourcesItalian from './resources.it'
import { merge } from './merge'

/** Every Italian text of the console: react-admin's, the console's, the resources'. */
export default merge(raItalian, consoleItalian, resourcesItalian) as TranslationMessages
