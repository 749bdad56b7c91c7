import { salaryJourney } from '../support/salary';
import { test } from '../support/test';

test('agent01 offers a daily salary contract, the sub-agent accepts, the settlement pays it and both see the record', async ({
  page,
  context,
}) => {
  await salaryJourney(page, await context.newPage(), 'team005');
});
