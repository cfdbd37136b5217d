import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Cloud } from '../app.ts'
import { startTestCloud } from '../test/cloud.ts'
import { startRedis, type TestRedis } from '../test/redis.ts'
import {
  connectRelay,
  createRelayTestProject,
  newSeed,
  type RelayPush,
  type RelayTestClient,
  randomTopic,
  relayUrlOf,
} from '../test/relayClient.ts'

/*
 * A model test of delivery over the Redis store: random publish / subscribe / ack / disconnect /
 * reconnect sequences by three clients on two topics. What must hold:
 * - on every connection, each topic's pushes come in publish order, each message once;
 * - a connection opened after a client acknowledged a message never gets it;
 * - at the end, a fresh connection of each client subscribed to both topics gets exactly the messages it
 *   neither published nor acknowledged, in publish order.
 * FUZZ_RUNS sets the number of sequences (npm run fuzz raises it).
 */
const RUNS = Number(process.env.FUZZ_RUNS) || 50
const CLIENTS = 3
const TOPICS = 2

type Command =
  | { kind: 'publish'; client: number; topic: number }
  | { kind: 'subscribe'; client: number; topic: number }
  | { kind: 'ack'; client: number }
  | { kind: 'disconnect'; client: number }
  | { kind: 'reconnect'; client: number }

const client = fc.integer({ min: 0, max: CLIENTS - 1 })
const topic = fc.integer({ min: 0, max: TOPICS - 1 })
const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('publish' as const), client, topic }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('subscribe' as const), client, topic }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('ack' as const), client }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('disconnect' as const), client }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('reconnect' as const), client }) },
)

interface Connection {
  socket: RelayTestClient
  /** What the client had acknowledged when this connection opened. */
  ackedBefore: Set<string>
}

interface Member {
  seed: Uint8Array
  topics: Set<string>
  acked: Set<string>
  current: Connection | undefined
  connections: Connection[]
}

let redis: TestRedis
let cloud: Cloud
beforeAll(async () => {
  redis = await startRedis()
  cloud = await startTestCloud({ redisUrl: redis.url })
  await createRelayTestProject(cloud)
})
afterAll(async () => {
  await cloud?.close()
  await redis?.stop()
})

const messageOf = (push: RelayPush) => push.params.data.message

async function run(commands: readonly Command[]) {
  const url = relayUrlOf(cloud)
  const topics = Array.from({ length: TOPICS }, () => randomTopic())
  /** Published messages in publish order, with their topic and publisher. */
  const published: { text: string; topic: string; publisher: number }[] = []
  const members: Member[] = []
  for (let i = 0; i < CLIENTS; i += 1) {
    members.push({
      seed: newSeed(),
      topics: new Set(),
      acked: new Set(),
      current: undefined,
      connections: [],
    })
  }

  const connect = async (member: Member) => {
    const socket = await connectRelay(url, { seed: member.seed, autoAck: false })
    const connection = { socket, ackedBefore: new Set(member.acked) }
    member.current = connection
    member.connections.push(connection)
    if (member.topics.size > 0) await socket.request('irn_batchSubscribe', { topics: [...member.topics] })
    return connection
  }
  const online = async (member: Member) => member.current ?? (await connect(member))
  const disconnect = async (member: Member) => {
    await member.current?.socket.close()
    member.current = undefined
  }

  try {
    for (const step of commands) {
      const member = members[step.client] as Member
      switch (step.kind) {
        case 'publish': {
          const { socket } = await online(member)
          const text = `m${published.length}`
          const on = topics[step.topic] as string
          const answer = await socket.request('irn_publish', {
            topic: on,
            message: text,
            ttl: 300,
            tag: 1108,
          })
          expect(answer.result).toBe(true)
          published.push({ text, topic: on, publisher: step.client })
          break
        }
        case 'subscribe': {
          const { socket } = await online(member)
          member.topics.add(topics[step.topic] as string)
          await socket.request('irn_subscribe', { topic: topics[step.topic] })
          break
        }
        case 'ack': {
          const { socket } = await online(member)
          for (const push of socket.pushes) {
            if (member.acked.has(messageOf(push))) continue
            socket.ack(push)
            member.acked.add(messageOf(push))
          }
          // A round trip: the relay has read the acks before anything this client does next.
          await socket.request('irn_batchFetchMessages', { topics: [] })
          break
        }
        case 'disconnect':
          await disconnect(member)
          break
        case 'reconnect':
          await disconnect(member)
          await connect(member)
          break
      }
    }

    // The end: every client, on a fresh connection, subscribes to both topics.
    for (const [index, member] of members.entries()) {
      await disconnect(member)
      member.topics = new Set(topics)
      const { socket } = await connect(member)
      const expected = published.filter(
        (message) => message.publisher !== index && !member.acked.has(message.text),
      )
      await socket.waitForPushes(expected.length)
      await socket.request('irn_batchFetchMessages', { topics: [] })
      for (const on of topics) {
        const got = socket.pushes.filter((push) => push.params.data.topic === on).map(messageOf)
        expect(got, `client ${index}, final connection`).toEqual(
          expected.filter((message) => message.topic === on).map((message) => message.text),
        )
      }
    }

    const order = new Map(published.map((message, index) => [message.text, index]))
    for (const [index, member] of members.entries()) {
      for (const { socket, ackedBefore } of member.connections) {
        for (const on of topics) {
          const seen = socket.pushes
            .filter((push) => push.params.data.topic === on)
            .map((push) => order.get(messageOf(push)) as number)
          expect(
            seen.every((position, i) => i === 0 || position > (seen[i - 1] as number)),
            `client ${index}: pushes in publish order, each once: ${seen}`,
          ).toBe(true)
        }
        const again = socket.pushes.map(messageOf).filter((text) => ackedBefore.has(text))
        expect(again, `client ${index}: acknowledged before this connection opened`).toEqual([])
        for (const push of socket.pushes) {
          const message = published[order.get(messageOf(push)) as number]
          expect(message?.publisher, `client ${index} got its own message`).not.toBe(index)
        }
      }
    }
  } finally {
    await Promise.all(members.map((member) => disconnect(member)))
  }
}

describe('relay delivery model (Redis store)', () => {
  it('delivers each message to each other subscriber in order, never after an ack, and loses none', {
    timeout: 240_000,
  }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 25 }), (commands) => run(commands)),
      { numRuns: RUNS },
    )
  })
})
