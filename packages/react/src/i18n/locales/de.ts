import { defineLocale } from '../define.ts'
import button from './de/button.ts'
import core from './de/core.ts'

export default defineLocale('de', { button, core })
