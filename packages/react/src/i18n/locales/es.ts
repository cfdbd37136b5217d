import { defineLocale } from '../define.ts'
import button from './es/button.ts'
import core from './es/core.ts'

export default defineLocale('es', { button, core })
