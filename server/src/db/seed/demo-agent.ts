import { inArray } from 'drizzle-orm';
import type { Tx } from '../client';
import { agentContractSetting, announcement, whitelabelModule } from '../schema/index';

/** The agent centre pages the site has built (its header entry needs agentTeamOverview). */
export const DEMO_AGENT_MODULES = [
  'agentTeamOverview',
  'agentAnnouncement',
  'registerCenter',
  'downlineManagmentView',
  'agentPersonalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
];

/** The demo brand shows agent01 its agent centre. */
export async function seedDemoAgentModules(tx: Tx) {
  await tx
    .update(whitelabelModule)
    .set({ enabled: true })
    .where(inArray(whitelabelModule.modId, DEMO_AGENT_MODULES));
}

/** The contract record pages (each shown only while its contract type is enabled). */
export const DEMO_CONTRACT_MODULES = ['agentDividendRecordCopy2', 'agentDailyWages2', 'agentHourSalary', 'agentRealtimeSalary'];

/**
 * The demo brand enables all four contract types: salary tiers up to 5000.00 a period, dividend
 * shares up to 40 %, five tiers; dividends wait a day for the operator's review, salaries are paid
 * when settled.
 */
export async function seedDemoContracts(tx: Tx) {
  await tx.update(whitelabelModule).set({ enabled: true }).where(inArray(whitelabelModule.modId, DEMO_CONTRACT_MODULES));
  for (const type of ['DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY', 'DIVIDEND'] as const) {
    const values = {
      enabled: true,
      maxTiers: 5,
      maxAmountMinor: 500_000n,
      maxShareBp: 4_000,
      holdMinutes: type === 'DIVIDEND' ? 1_440 : 0,
    };
    await tx
      .insert(agentContractSetting)
      .values({ type, ...values })
      .onConflictDoUpdate({ target: agentContractSetting.type, set: values });
  }
}

/** Two announcements for agents (audience AGENTS: only the agent centre shows them). */
export const DEMO_AGENT_ANNOUNCEMENTS = [
  {
    daysAgo: 1,
    title: {
      en: 'Weekly rebate payouts: what changes',
      id: 'Pembayaran rebate mingguan: apa yang berubah',
      pt: 'Pagamento semanal de rebates: o que muda',
      'pt-BR': 'Pagamento semanal de rebates: o que muda',
      th: 'การจ่ายรีเบทรายสัปดาห์: มีอะไรเปลี่ยนไป',
      vi: 'Chi trả hoàn trả hằng tuần: những gì thay đổi',
      zh: '每周返水发放：变更说明',
    },
    content: {
      en: 'Rebates are still paid every day for the day before.\nFrom next Monday, My income also shows each day\'s payout time.',
      id: 'Rebate tetap dibayar setiap hari untuk hari sebelumnya.\nMulai Senin depan, Pendapatan saya juga menampilkan waktu pembayaran tiap hari.',
      pt: 'Os rebates continuam a ser pagos todos os dias, relativos ao dia anterior.\nA partir da próxima segunda-feira, Os meus rendimentos mostra também a hora de cada pagamento.',
      'pt-BR': 'Os rebates continuam sendo pagos todo dia, referentes ao dia anterior.\nA partir da próxima segunda-feira, Minha renda também mostra o horário de cada pagamento.',
      th: 'รีเบทยังคงจ่ายทุกวันสำหรับวันก่อนหน้า\nตั้งแต่วันจันทร์หน้า หน้ารายได้ของฉันจะแสดงเวลาจ่ายของแต่ละวันด้วย',
      vi: 'Hoàn trả vẫn được chi mỗi ngày cho ngày hôm trước.\nTừ thứ Hai tới, Thu nhập của tôi cũng hiển thị thời điểm chi trả của từng ngày.',
      zh: '返水仍按日发放，结算前一天的金额。\n自下周一起，“我的收入”还会显示每天的发放时间。',
    },
  },
  {
    daysAgo: 6,
    title: {
      en: 'Share your referral link with a QR code',
      id: 'Bagikan tautan referral Anda dengan kode QR',
      pt: 'Partilhe a sua ligação de convite com um código QR',
      'pt-BR': 'Compartilhe seu link de indicação com um QR code',
      th: 'แชร์ลิงก์แนะนำของคุณด้วยคิวอาร์โค้ด',
      vi: 'Chia sẻ liên kết giới thiệu bằng mã QR',
      zh: '用二维码分享您的推广链接',
    },
    content: {
      en: 'Open Register centre, create a link with the rebate rates you want to give, and let new players scan its QR code.',
      id: 'Buka Pusat pendaftaran, buat tautan dengan tarif rebate yang ingin Anda berikan, lalu biarkan pemain baru memindai kode QR-nya.',
      pt: 'Abra o Centro de registo, crie uma ligação com as taxas de rebate que quer dar e deixe os novos jogadores ler o código QR.',
      'pt-BR': 'Abra a Central de cadastro, crie um link com as taxas de rebate que você quer dar e deixe os novos jogadores escanearem o QR code.',
      th: 'เปิดศูนย์ลงทะเบียน สร้างลิงก์พร้อมอัตรารีเบทที่ต้องการให้ แล้วให้ผู้เล่นใหม่สแกนคิวอาร์โค้ด',
      vi: 'Mở Trung tâm đăng ký, tạo liên kết với mức hoàn trả bạn muốn tặng và để người chơi mới quét mã QR.',
      zh: '打开注册中心，按想给出的返水比例创建链接，让新玩家扫描其二维码即可注册。',
    },
  },
];

export async function seedDemoAgentAnnouncements(tx: Tx) {
  const now = Date.now();
  await tx.insert(announcement).values(
    DEMO_AGENT_ANNOUNCEMENTS.map((a) => ({
      type: 'B',
      audience: 'AGENTS',
      title: a.title,
      content: a.content,
      publishedAt: new Date(now - a.daysAgo * 86_400_000 - 3_600_000),
    })),
  );
}
