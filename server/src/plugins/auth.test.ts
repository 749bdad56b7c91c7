import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { requireAgent, requireRealAccount } from './auth';

const as = (accountType: number) =>
  ({ member: { id: 1, username: 'x', accountType, tokenHash: 'h' } }) as unknown as FastifyRequest;

describe('account-type guards', () => {
  it('refuses trial accounts real-account features', async () => {
    await expect(requireRealAccount(as(4))).rejects.toMatchObject({ code: 'TRIAL_ACCOUNT_FORBIDDEN', statusCode: 403 });
    await expect(requireRealAccount(as(0))).resolves.toBeUndefined();
  });

  it('lets only agent types 1, 2, 41 and 42 into agent features', async () => {
    for (const type of [1, 2, 41, 42]) await expect(requireAgent(as(type))).resolves.toBeUndefined();
    for (const type of [0, 4]) {
      await expect(requireAgent(as(type))).rejects.toMatchObject({ code: 'NOT_AN_AGENT', statusCode: 403 });
    }
  });
});
