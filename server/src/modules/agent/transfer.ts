import { isTrialAccount } from '@sorte/contracts/auth/routes';
import { fromMinor, parsePositiveAmount } from '@sorte/contracts/common/money';
import type { TransferDownlineResult } from '@sorte/contracts/agent/team-money';
import { MAIN_WALLET } from '@sorte/contracts/wallet/routes';
import type { Db } from '../../db/client';
import { MemberRepository } from '../member/index';
import { AppError } from '../../lib/app-error';
import { ledgerCurrency, moneyTransaction, post, type AccountSpec } from '../ledger/index';
import { assertTurnoverMet } from '../cashier/index';
import { depthBelow } from './tree';

/** Where a member-initiated money call came from: kept in the ledger transaction's metadata (its audit trail). */
export interface RequestOrigin {
  ip: string;
  requestId: string;
}

/**
 * Transfer to a downline: the agent's real main wallet to the real main wallet of any member of
 * its subtree (any depth, like every other agent-centre call that names a team member), in one
 * ledger transaction of type TRANSFER_DOWNLINE keyed by the agent's Idempotency-Key. The ledger
 * transaction is the audit record: who sent (agent, agentId), who received (downline, downlineId,
 * level), the request id and IP. It shows in both members' account records (TRANSFER filter).
 * Refused: outside the team (404 AGENT_DOWNLINE_NOT_FOUND), a disabled or trial downline (403
 * AGENT_TRANSFER_NOT_ALLOWED), a bad amount (400 AMOUNT_INVALID), more than the main wallet holds
 * (400 INSUFFICIENT_BALANCE), an open bonus turnover requirement of the agent (400
 * TURNOVER_NOT_MET). Nothing moves on any refusal.
 */
export async function transferToDownline(
  db: Db,
  agent: { id: number; username: string },
  downlineId: number,
  key: string,
  amountText: string,
  origin: RequestOrigin,
): Promise<{ result: TransferDownlineResult; replayed: boolean }> {
  const parsed = parsePositiveAmount(amountText);
  if (!parsed.ok) throw new AppError('AMOUNT_INVALID', { amount: parsed.rule });
  const amount = parsed.minor;
  const depth = await depthBelow(db, agent.id, downlineId);
  if (depth === null || depth < 1) throw new AppError('AGENT_DOWNLINE_NOT_FOUND');
  const downline = await new MemberRepository(db).findById(downlineId);
  if (!downline) throw new AppError('AGENT_DOWNLINE_NOT_FOUND');
  if (downline.status !== 'active' || isTrialAccount(downline.accountType)) {
    throw new AppError('AGENT_TRANSFER_NOT_ALLOWED');
  }
  const currency = await ledgerCurrency(db);
  const from: AccountSpec = {
    kind: 'PLAYER_MAIN',
    memberId: agent.id,
    vendorCode: '',
    currency,
    demo: false,
  };
  const to: AccountSpec = {
    kind: 'PLAYER_MAIN',
    memberId: downlineId,
    vendorCode: '',
    currency,
    demo: false,
  };
  const posted = await moneyTransaction(db, async (tx) => {
    const done = await post(tx, {
      type: 'TRANSFER_DOWNLINE',
      scope: `member:${agent.id}`,
      key,
      request: { downline: downlineId, amount },
      memberId: agent.id,
      metadata: {
        agent: agent.username,
        agentId: agent.id,
        downline: downline.username,
        downlineId,
        level: depth,
        ip: origin.ip,
        requestId: origin.requestId,
      },
      currency,
      demo: false,
      accounts: [from, to],
      legs: (locked) => [
        { accountId: locked.of(from).id, amount: -amount },
        { accountId: locked.of(to).id, amount },
      ],
    });
    // Bonus money leaves the agent only by being wagered (as with the transfer to the upline);
    // checked after the key's claim, so a replay still answers the first result.
    if (!done.replayed) await assertTurnoverMet(tx, agent.id);
    return done;
  });
  const mine = posted.entries.find((e) => e.memberId === agent.id && e.kind === 'PLAYER_MAIN');
  const name = posted.metadata.downline;
  return {
    replayed: posted.replayed,
    result: {
      transactionId: String(posted.id),
      downline: typeof name === 'string' ? name : downline.username,
      amount: fromMinor(posted.entries.find((e) => e.amount > 0n)?.amount ?? amount),
      currency,
      createdAt: posted.createdAt.toISOString(),
      wallets: mine ? [{ wallet: MAIN_WALLET, balance: fromMinor(mine.balanceAfter) }] : [],
    },
  };
}
