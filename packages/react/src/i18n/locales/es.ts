import { defineLocale } from '../define.ts'
import account from './es/account.ts'
import amountField from './es/amountField.ts'
import button from './es/button.ts'
import connect from './es/connect.ts'
import core from './es/core.ts'
import embedded from './es/embedded.ts'
import embeddedLogin from './es/embeddedLogin.ts'
import names from './es/names.ts'
import networks from './es/networks.ts'
import onramp from './es/onramp.ts'
import onrampGate from './es/onrampGate.ts'
import pay from './es/pay.ts'
import payGate from './es/payGate.ts'
import receive from './es/receive.ts'
import sell from './es/sell.ts'
import sellGate from './es/sellGate.ts'
import send from './es/send.ts'
import shell from './es/shell.ts'
import siwx from './es/siwx.ts'
import siwxGate from './es/siwxGate.ts'
import smartAccount from './es/smartAccount.ts'
import smartAccountType from './es/smartAccountType.ts'
import swap from './es/swap.ts'
import swapGate from './es/swapGate.ts'

export default defineLocale('es', {
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
