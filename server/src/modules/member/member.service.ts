import { eq } from 'drizzle-orm';
import type { Avatar } from '@sorte/contracts/auth/account';
import type { MemberInfo } from '@sorte/contracts/auth/session';
import type { Db } from '../../db/client';
import { member } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { ALL_AVATARS, DEFAULT_AVATAR, avatarOf, isAvatarId } from './avatars';
import { MemberRepository } from './member.repository';

/** '+55', '11987654321' -> '+55 11******321': the first 2 and the last 3 digits stay. */
export function maskMobile(countryDialingCode: string, national: string): string {
  const head = national.slice(0, 2);
  const tail = national.slice(-3);
  const hidden = Math.max(national.length - head.length - tail.length, 0);
  return `${countryDialingCode} ${head}${'*'.repeat(hidden)}${tail}`;
}

/** 'demo01@example.com' -> 'de***@example.com' (one visible character for short names). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  const local = email.slice(0, at);
  const visible = local.length > 2 ? 2 : 1;
  return `${local.slice(0, visible)}***${email.slice(at)}`;
}

export class MemberService {
  private readonly repo: MemberRepository;

  constructor(private readonly db: Db) {
    this.repo = new MemberRepository(db);
  }

  private async row(memberId: number) {
    const row = await this.repo.findById(memberId);
    // The session guard has just read this member; a missing row means it was deleted since.
    if (!row) throw new AppError('UNAUTHORIZED');
    return row;
  }

  async info(memberId: number): Promise<MemberInfo> {
    const [row, labels] = await Promise.all([this.row(memberId), this.repo.labels(memberId)]);
    return {
      nickname: row.nickname,
      account: row.username,
      id: String(row.id),
      type: row.accountType,
      toUpline: row.uplineId !== null,
      clubLabel: {
        labelName: row.clubLabelName,
        color: row.clubColor,
        color2: row.clubColor2,
        rankLevel: row.clubRankLevel,
      },
      memberLabel: labels,
      avatar: isAvatarId(row.avatar) ? row.avatar : DEFAULT_AVATAR,
      hasPassword: row.passwordHash !== null,
      hasPaymentPassword: row.paymentPasswordHash !== null,
      mobile: row.mobileNum && row.countryDialingCode ? maskMobile(row.countryDialingCode, row.mobileNum) : null,
      email: row.email ? maskEmail(row.email) : null,
      referralCode: row.referralCode,
      createdAt: row.createdAt.toISOString(),
    };
  }

  async icon(memberId: number): Promise<Avatar> {
    const row = await this.row(memberId);
    return avatarOf(isAvatarId(row.avatar) ? row.avatar : DEFAULT_AVATAR);
  }

  /** Chooses an avatar of the set; an unknown id is 400 VALIDATION_FAILED (fields.avatar). */
  async setIcon(memberId: number, avatar: string): Promise<Avatar> {
    if (!isAvatarId(avatar)) throw new AppError('VALIDATION_FAILED', { avatar: 'INVALID_VALUE' });
    await this.db.update(member).set({ avatar }).where(eq(member.id, memberId));
    return avatarOf(avatar);
  }

  avatars(): Avatar[] {
    return ALL_AVATARS;
  }
}
