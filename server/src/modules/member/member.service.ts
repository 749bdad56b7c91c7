import type { MemberInfo } from '@sorte/contracts/auth/session';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { MemberRepository } from './member.repository';

export class MemberService {
  private readonly repo: MemberRepository;

  constructor(db: Db) {
    this.repo = new MemberRepository(db);
  }

  async info(memberId: number): Promise<MemberInfo> {
    const [row, labels] = await Promise.all([this.repo.findById(memberId), this.repo.labels(memberId)]);
    // The session guard has just read this member; a missing row means it was deleted since.
    if (!row) throw new AppError('UNAUTHORIZED');
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
    };
  }
}
