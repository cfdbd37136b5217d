import { defineLocale } from '../define.ts'
import button from './ko/button.ts'
import core from './ko/core.ts'

export default defineLocale('ko', { button, core })
