import { defineLocale } from '../define.ts'
import button from './pt-BR/button.ts'
import core from './pt-BR/core.ts'

export default defineLocale('pt-BR', { button, core })
