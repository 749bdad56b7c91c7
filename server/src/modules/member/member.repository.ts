import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agentAffiliateCode, member, memberLabel } from '../../db/schema/index';

export class MemberRepository {
  constructor(private readonly db: Db) {}

  /** By username, case-insensitively (the caller passes the NFKC form). */
  async findByUsername(username: string) {
    const rows = await this.db
      .select()
      .from(member)
      .where(eq(sql`lower(${member.username})`, sql`lower(${username})`))
      .limit(1);
    return rows[0];
  }

  /** The account a mobile number is bound to (national number as normalizeMobile answers it). */
  async findByMobile(countryDialingCode: string, mobileNum: string) {
    const rows = await this.db
      .select()
      .from(member)
      .where(and(eq(member.countryDialingCode, countryDialingCode), eq(member.mobileNum, mobileNum)))
      .limit(1);
    return rows[0];
  }

  /** The member whose own invitation code this is (case-insensitively). */
  async findByReferralCode(code: string) {
    const rows = await this.db
      .select({
        id: member.id,
        status: member.status,
        accountType: member.accountType,
        nickname: member.nickname,
        referralCode: member.referralCode,
      })
      .from(member)
      .where(eq(member.referralCode, code.trim().toUpperCase()))
      .limit(1);
    return rows[0];
  }

  /** An enabled affiliate code of an active agent, with the agent. */
  async findAffiliate(code: string) {
    const rows = await this.db
      .select({ code: agentAffiliateCode.code, agentId: member.id, nickname: member.nickname, accountType: member.accountType })
      .from(agentAffiliateCode)
      .innerJoin(member, eq(member.id, agentAffiliateCode.agentId))
      .where(
        and(
          eq(sql`upper(${agentAffiliateCode.code})`, code.trim().toUpperCase()),
          eq(agentAffiliateCode.enabled, true),
          eq(member.status, 'active'),
        ),
      )
      .limit(1);
    return rows[0];
  }

  async findById(id: number) {
    const rows = await this.db.select().from(member).where(eq(member.id, id)).limit(1);
    return rows[0];
  }

  async labels(memberId: number) {
    return this.db
      .select({ text: memberLabel.text, textColor: memberLabel.textColor, bgColor: memberLabel.bgColor })
      .from(memberLabel)
      .where(eq(memberLabel.memberId, memberId))
      .orderBy(asc(memberLabel.sort), asc(memberLabel.id));
  }

  /** Stamps the first login; true only for the call that stamped it (safe under concurrency). */
  async stampFirstLogin(memberId: number, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(member)
      .set({ firstLoginAt: now })
      .where(and(eq(member.id, memberId), isNull(member.firstLoginAt)))
      .returning({ id: member.id });
    return rows.length > 0;
  }
}
