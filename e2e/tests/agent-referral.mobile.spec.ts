import { referralJourney } from '../support/referral';
import { test } from '../support/test';

test('on a phone: agent01 makes a referral link, a player joins through it and plays, and agent01 sees the player, the bet and the rebate', async ({
  page,
  context,
}) => {
  await referralJourney(page, context);
});
