import { defineLocale } from '../define.ts'
import button from './fr/button.ts'
import core from './fr/core.ts'

export default defineLocale('fr', { button, core })
