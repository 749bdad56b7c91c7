import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { AGENT_ACCOUNT_TYPES } from '@sorte/contracts/auth/routes';
import type { Db } from '../../db/client';
import { agentAffiliateCode, member, memberLabel } from '../../db/schema/index';

/** The columns a new member row is made with (the database fills the rest). */
export type NewMember = typeof member.$inferInsert;
/** A member row as stored. */
export type MemberRow = typeof member.$inferSelect;

/** Who a member is, without credentials or contact data (`brief`, and the read model `memberView`). */
export const BRIEF_COLUMNS = {
  id: member.id,
  username: member.username,
  nickname: member.nickname,
  accountType: member.accountType,
  status: member.status,
};

/**
 * The member table's owner: every other module reads and writes members through this class.
 * Pass a transaction (`new MemberRepository(tx)`) to make a write part of the caller's transaction.
 */
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

  /** Who a member is, without the credentials: id, username, nickname, account type and status. */
  async brief(id: number) {
    const [row] = await this.db
      .select(BRIEF_COLUMNS)
      .from(member)
      .where(eq(member.id, id))
      .limit(1);
    return row;
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

  // ---- writes (each one column group; the caller's transaction when built with a tx) ----

  /** Inserts a member; its id. Throws on a unique violation (username, mobile). */
  async create(values: NewMember): Promise<number> {
    const [created] = await this.db.insert(member).values(values).returning({ id: member.id });
    return created!.id;
  }

  /** Inserts a member unless one conflicts (e.g. the username is taken); its id, or undefined. */
  async createIfAbsent(values: NewMember): Promise<number | undefined> {
    const [created] = await this.db.insert(member).values(values).onConflictDoNothing().returning({ id: member.id });
    return created?.id;
  }

  /** Whether the username is taken (the caller passes it lower-cased). */
  async usernameTaken(lowerUsername: string): Promise<boolean> {
    const taken = await this.db
      .select({ id: member.id })
      .from(member)
      .where(eq(sql`lower(${member.username})`, lowerUsername))
      .limit(1);
    return taken.length > 0;
  }

  /** The member row, locked for the rest of the caller's transaction. */
  async lockById(id: number): Promise<MemberRow | undefined> {
    const [row] = await this.db.select().from(member).where(eq(member.id, id)).for('update');
    return row;
  }

  /** Locks the member row for the rest of the caller's transaction (serialises its money calls); false when absent. */
  async lock(id: number): Promise<boolean> {
    const rows = await this.db.select({ id: member.id }).from(member).where(eq(member.id, id)).for('update');
    return rows.length > 0;
  }

  async usernameOf(id: number): Promise<string | undefined> {
    const [row] = await this.db.select({ username: member.username }).from(member).where(eq(member.id, id));
    return row?.username;
  }

  /** Moves the member under another upline (the agent tree's triggers move its team). */
  async setUpline(id: number, uplineId: number | null): Promise<void> {
    await this.db.update(member).set({ uplineId }).where(eq(member.id, id));
  }

  async setAccountType(id: number, accountType: number): Promise<void> {
    await this.db.update(member).set({ accountType }).where(eq(member.id, id));
  }

  /** An agent's "accepts transfers from its downline" switch, locked; undefined for a non-agent. */
  async lockUplineTransfer(id: number): Promise<boolean | undefined> {
    const [row] = await this.db
      .select({ allow: member.allowUplineTransfer })
      .from(member)
      .where(and(eq(member.id, id), inArray(member.accountType, [...AGENT_ACCOUNT_TYPES])))
      .for('update');
    return row?.allow;
  }

  async setUplineTransfer(id: number, allow: boolean): Promise<void> {
    await this.db.update(member).set({ allowUplineTransfer: allow }).where(eq(member.id, id));
  }

  /** The payee name (the name payouts go to), the row locked; undefined when there is no such member. */
  async lockPayeeName(id: number): Promise<{ payeeName: string | null } | undefined> {
    const [row] = await this.db
      .select({ payeeName: member.payeeName })
      .from(member)
      .where(eq(member.id, id))
      .for('update');
    return row;
  }

  async setPayeeName(id: number, payeeName: string): Promise<void> {
    await this.db.update(member).set({ payeeName }).where(eq(member.id, id));
  }

  async setPassword(id: number, passwordHash: string, passwordDefault: boolean, changedAt: Date): Promise<void> {
    await this.db
      .update(member)
      .set({ passwordHash, passwordDefault, passwordChangedAt: changedAt })
      .where(eq(member.id, id));
  }

  async setPaymentPassword(id: number, paymentPasswordHash: string): Promise<void> {
    await this.db.update(member).set({ paymentPasswordHash }).where(eq(member.id, id));
  }

  /** Binds a mobile number; a number bound elsewhere fails on member_mobile_idx. */
  async setMobile(id: number, countryDialingCode: string, mobileNum: string): Promise<void> {
    await this.db.update(member).set({ countryDialingCode, mobileNum }).where(eq(member.id, id));
  }

  async setEmail(id: number, email: string): Promise<void> {
    await this.db.update(member).set({ email }).where(eq(member.id, id));
  }

  /** Replaces the generated invitation code (demo data); unique, upper case. */
  async setReferralCode(id: number, referralCode: string): Promise<void> {
    await this.db.update(member).set({ referralCode }).where(eq(member.id, id));
  }

  /** A label shown beside the member's name (text and colours). */
  async addLabel(memberId: number, label: { text: string; textColor: string; bgColor: string }): Promise<void> {
    await this.db.insert(memberLabel).values({ memberId, ...label });
  }
}
