import { creditMainFromHouse } from '../../modules/ledger/index';
import { MemberRepository } from '../../modules/member/index';
import type { Tx } from '../client';
import { DEMO_AGENT, DEMO_DOWNLINES, DEMO_MEMBER, DEMO_VIP } from './demo';

/** Demo balances in minor units, credited from the house as ledger transactions (README "Demo accounts"). */
export const DEMO_BALANCES: [string, bigint][] = [
  [DEMO_MEMBER.username, 1_000_000n], // 10000.00
  [DEMO_AGENT.username, 500_000n], // 5000.00
  [DEMO_DOWNLINES[0], 150_000n], // 1500.00
  [DEMO_DOWNLINES[1], 80_000n], // 800.00
  [DEMO_DOWNLINES[2], 25_050n], // 250.50
  [DEMO_VIP.username, 5_000_000n], // 50000.00
];

/**
 * Demo money: each demo account's main wallet is credited from the house (type SEED_CREDIT, key
 * `seed:demo:<username>`), and agent01 accepts transfers from its downlines.
 */
export async function seedDemoLedger(tx: Tx) {
  const members = new MemberRepository(tx);
  for (const [username, amount] of DEMO_BALANCES) {
    const memberId = (await members.findByUsername(username))?.id;
    if (memberId === undefined) continue;
    await creditMainFromHouse(tx, { memberId, amount, demo: false, type: 'SEED_CREDIT', key: `seed:demo:${username}` });
  }
  const agent = await members.findByUsername(DEMO_AGENT.username);
  if (agent) await members.setUplineTransfer(agent.id, true);
}
