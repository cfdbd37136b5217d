import { defineLocale } from '../define.ts'
import button from './ar/button.ts'
import core from './ar/core.ts'

export default defineLocale('ar', { button, core })
