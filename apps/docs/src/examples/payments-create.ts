// #region example
// On your server (Node 18+): create the intent for an order, then hand the intent to your page.
const response = await fetch('https://cloud.example.com/v1/payments', {
  method: 'POST',
  headers: {
    authorization: `Bearer ${process.env.AIRLOCK_SECRET_KEY}`,
    'content-type': 'application/json',
  },
  body: JSON.stringify({
    recipient: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    asset: 'eip155:31337/erc20:0xaB4951C6D0C948716A4B2072a0652DD69AbD5B1E',
    amount: '12.50',
    reference: 'order-1001',
    expiresIn: 1800,
  }),
})
if (response.status !== 201) throw new Error((await response.json()).error)
export const intent = await response.json()
// #endregion example
