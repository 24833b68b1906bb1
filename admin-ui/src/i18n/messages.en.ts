import englishMessages from 'ra-language-english'
import type { TranslationMessages } from 'react-admin'
import consoleEnglish from './console.en'
import resourcesEnglish from './resources.en'
import { merge } from './merge'

/** Every English text of the console: react-admin's, the console's, the resources'. */
export default merge(englishMessages, consoleEnglish, resourcesEnglish) as TranslationMessages
