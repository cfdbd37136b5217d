import { defineLocale } from '../define.ts'
import button from './ja/button.ts'
import core from './ja/core.ts'

export default defineLocale('ja', { button, core })
