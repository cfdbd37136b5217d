import { defineLocale } from '../define.ts'
import account from './ja/account.ts'
import amountField from './ja/amountField.ts'
import button from './ja/button.ts'
import connect from './ja/connect.ts'
import core from './ja/core.ts'
import embedded from './ja/embedded.ts'
import embeddedLogin from './ja/embeddedLogin.ts'
import names from './ja/names.ts'
import networks from './ja/networks.ts'
import onramp from './ja/onramp.ts'
import onrampGate from './ja/onrampGate.ts'
import pay from './ja/pay.ts'
import payGate from './ja/payGate.ts'
import receive from './ja/receive.ts'
import sell from './ja/sell.ts'
import sellGate from './ja/sellGate.ts'
import send from './ja/send.ts'
import shell from './ja/shell.ts'
import siwx from './ja/siwx.ts'
import siwxGate from './ja/siwxGate.ts'
import smartAccount from './ja/smartAccount.ts'
import smartAccountType from './ja/smartAccountType.ts'
import swap from './ja/swap.ts'
import swapGate from './ja/swapGate.ts'

export default defineLocale('ja', {
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
