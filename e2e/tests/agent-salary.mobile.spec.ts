import { salaryJourney } from '../support/salary';
import { test } from '../support/test';

test('on a phone: a daily salary contract offered, accepted, settled and seen by both', async ({
  page,
  context,
}) => {
  await salaryJourney(page, await context.newPage(), 'team006');
});
