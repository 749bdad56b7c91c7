import { QueryBuilder } from 'drizzle-orm/pg-core';
import { member } from '../../db/schema/index';
import { BRIEF_COLUMNS } from './member.repository';

const qb = new QueryBuilder();

/**
 * The member read model other modules join in their own queries: who a member is (id, username,
 * nickname, account type, status, upline, registration time), without credentials or contact
 * data. A subquery of the member table under the caller's alias, e.g.
 * `join ${memberView('m')} on m.id = r.member_id` in SQL, or `.innerJoin(m, eq(m.id, …))` with
 * `const m = memberView('m')` in the query builder. PostgreSQL pulls the subquery up into the
 * caller's query, so the join plans as a join of the table itself: one statement, its indexes
 * (the primary key, `lower(username)`) used as before. Columns keep their SQL names (`account_type`,
 * `upline_id`, `created_at`).
 */
export function memberView<Alias extends string>(alias: Alias) {
  return qb
    .select({ ...BRIEF_COLUMNS, uplineId: member.uplineId, createdAt: member.createdAt })
    .from(member)
    .as(alias);
}
