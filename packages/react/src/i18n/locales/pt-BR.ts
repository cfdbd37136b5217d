import { defineLocale } from '../define.ts'
import account from './pt-BR/account.ts'
import amountField from './pt-BR/amountField.ts'
import button from './pt-BR/button.ts'
import connect from './pt-BR/connect.ts'
import core from './pt-BR/core.ts'
import embedded from './pt-BR/embedded.ts'
import embeddedLogin from './pt-BR/embeddedLogin.ts'
import names from './pt-BR/names.ts'
import networks from './pt-BR/networks.ts'
import onramp from './pt-BR/onramp.ts'
import onrampGate from './pt-BR/onrampGate.ts'
import pay from './pt-BR/pay.ts'
import payGate from './pt-BR/payGate.ts'
import receive from './pt-BR/receive.ts'
import sell from './pt-BR/sell.ts'
import sellGate from './pt-BR/sellGate.ts'
import send from './pt-BR/send.ts'
import shell from './pt-BR/shell.ts'
import siwx from './pt-BR/siwx.ts'
import siwxGate from './pt-BR/siwxGate.ts'
import smartAccount from './pt-BR/smartAccount.ts'
import smartAccountType from './pt-BR/smartAccountType.ts'
import swap from './pt-BR/swap.ts'
import swapGate from './pt-BR/swapGate.ts'

export default defineLocale('pt-BR', {
  account,
  amountField,
  button,
  connect,
  core,
  embedded,
  embeddedLogin,
  names,
  networks,
  onramp,
  onrampGate,
  pay,
  payGate,
  receive,
  sell,
  sellGate,
  send,
  shell,
  siwx,
  siwxGate,
  smartAccount,
  smartAccountType,
  swap,
  swapGate,
})
