import { eq, inArray } from 'drizzle-orm';
import { hashPassword } from '../../lib/password';
import type { Tx } from '../client';
import { MemberRepository } from '../../modules/member/index';
import { cashierSetting, payoutAccount, paymentChannel, whitelabelModule } from '../schema/index';
import { DEMO_MEMBER } from './demo';

/** demo01's payment (withdrawal) password (README "Demo accounts"). */
export const DEMO_PAYMENT_PASSWORD = '246810';
export const DEMO_PAYEE_NAME = 'Demo Player';
export const DEMO_PIX_KEY = 'demo01@example.com';

/**
 * Demo cashier: a sandbox PIX channel with a 10 % deposit bonus (cap 100.00, turnover
 * 5x), a manual bank-transfer channel, a sandbox USDT channel, withdrawal limits, and for demo01
 * a payee name, a bound PIX payout account and the payment password 246810.
 */
export async function seedDemoCashier(tx: Tx) {
  await tx.insert(paymentChannel).values([
    {
      type: 'PIX',
      gateway: 'SANDBOX',
      name: 'PIX',
      minMinor: 1_000n,
      maxMinor: 5_000_000n,
      bonusType: 'PERCENT',
      bonusBp: 1_000,
      bonusCapMinor: 10_000n,
      bonusTurnoverMultiplier: 5,
      instructions: 'Scan the QR code or copy the PIX code in your bank app. The balance updates as soon as the payment is confirmed.',
      expiresMinutes: 30,
      sort: 1,
    },
    {
      type: 'BANK_TRANSFER',
      gateway: 'MANUAL',
      name: 'Bank transfer',
      minMinor: 5_000n,
      maxMinor: 10_000_000n,
      instructions: 'Transfer the exact amount to the account below and write the order reference in the description. An operator confirms it within 24 hours.',
      expiresMinutes: 1_440,
      bank: {
        bankCode: '001',
        bankName: 'Banco do Brasil',
        branch: '1234-5',
        accountNumber: '12345678-9',
        holderName: 'Sorte Pagamentos Ltda',
      },
      sort: 2,
    },
    {
      type: 'USDT',
      gateway: 'SANDBOX',
      name: 'USDT (TRC20)',
      minMinor: 5_000n,
      maxMinor: 20_000_000n,
      feeBp: 100,
      instructions: 'Send the USDT amount shown to the address below on the TRC20 network only.',
      expiresMinutes: 60,
      usdt: { network: 'TRC20', address: 'TSandboxSorteDemoAddress00000000x', rate: '5.40' },
      sort: 3,
    },
  ]);
  await tx
    .insert(cashierSetting)
    .values({
      id: 1,
      withdrawMinMinor: 2_000n,
      withdrawMaxMinor: 5_000_000n,
      withdrawDailyCount: 5,
      withdrawFeeFixedMinor: 0n,
      withdrawFeeBp: 0,
    })
    .onConflictDoNothing();
  const members = new MemberRepository(tx);
  const demo = await members.findByUsername(DEMO_MEMBER.username);
  if (!demo) return;
  const holderName = demo.payeeName ?? DEMO_PAYEE_NAME;
  await members.setPayeeName(demo.id, holderName);
  await members.setPaymentPassword(demo.id, await hashPassword(DEMO_PAYMENT_PASSWORD));
  await tx
    .insert(payoutAccount)
    .values({
      memberId: demo.id,
      type: 'PIX',
      pixKeyType: 'EMAIL',
      pixKey: DEMO_PIX_KEY,
      holderName,
      fingerprint: `PIX|EMAIL|${DEMO_PIX_KEY}`,
    })
    .onConflictDoNothing();
}

/** The member-centre money pages, switched on for the demo brand once they work end to end. */
export const WALLET_MODULES = [
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'transactionHistory',
  'bonusDetails',
] as const;

export async function seedDemoWalletModules(tx: Tx) {
  await tx
    .update(whitelabelModule)
    .set({ enabled: true })
    .where(inArray(whitelabelModule.modId, ['MEMBER_CENTRE', ...WALLET_MODULES]));
}

type ChannelTexts = Record<string, { name?: string; instructions: string }>;

/** The demo channels' names and instructions in every locale (English is the channel's own text). */
export const DEMO_CHANNEL_TRANSLATIONS: Record<'PIX' | 'BANK_TRANSFER' | 'USDT', ChannelTexts> = {
  PIX: {
    pt: { instructions: 'Leia o código QR ou copie o código PIX na app do seu banco. O saldo é atualizado assim que o pagamento for confirmado.' },
    'pt-BR': { instructions: 'Escaneie o QR code ou copie o código PIX no app do seu banco. O saldo é atualizado assim que o pagamento for confirmado.' },
    id: { instructions: 'Pindai kode QR atau salin kode PIX di aplikasi bank Anda. Saldo diperbarui segera setelah pembayaran dikonfirmasi.' },
    th: { instructions: 'สแกนคิวอาร์โค้ดหรือคัดลอกรหัส PIX ในแอปธนาคารของคุณ ยอดเงินจะอัปเดตทันทีที่ยืนยันการชำระเงิน' },
    vi: { instructions: 'Quét mã QR hoặc sao chép mã PIX trong ứng dụng ngân hàng của bạn. Số dư được cập nhật ngay khi thanh toán được xác nhận.' },
    zh: { instructions: '在您的银行应用中扫描二维码或复制 PIX 代码。付款确认后余额立即更新。' },
  },
  BANK_TRANSFER: {
    pt: { name: 'Transferência bancária', instructions: 'Transfira o montante exato para a conta abaixo e escreva a referência do pedido no descritivo. Um operador confirma-a no prazo de 24 horas.' },
    'pt-BR': { name: 'Transferência bancária', instructions: 'Transfira o valor exato para a conta abaixo e escreva a referência do pedido na descrição. Um operador confirma em até 24 horas.' },
    id: { name: 'Transfer bank', instructions: 'Transfer jumlah yang tepat ke rekening di bawah dan tulis referensi pesanan di keterangan. Operator mengonfirmasinya dalam 24 jam.' },
    th: { name: 'โอนผ่านธนาคาร', instructions: 'โอนยอดเงินที่ตรงกันไปยังบัญชีด้านล่างและระบุเลขอ้างอิงคำสั่งในรายละเอียดการโอน เจ้าหน้าที่จะยืนยันภายใน 24 ชั่วโมง' },
    vi: { name: 'Chuyển khoản ngân hàng', instructions: 'Chuyển đúng số tiền vào tài khoản bên dưới và ghi mã tham chiếu đơn trong nội dung. Nhân viên sẽ xác nhận trong vòng 24 giờ.' },
    zh: { name: '银行转账', instructions: '请将准确金额转入下方账户，并在附言中填写订单参考号。操作员将在 24 小时内确认。' },
  },
  USDT: {
    pt: { instructions: 'Envie o montante em USDT indicado para o endereço abaixo, apenas na rede TRC20.' },
    'pt-BR': { instructions: 'Envie o valor em USDT indicado para o endereço abaixo, somente na rede TRC20.' },
    id: { instructions: 'Kirim jumlah USDT yang ditampilkan ke alamat di bawah hanya melalui jaringan TRC20.' },
    th: { instructions: 'ส่ง USDT ตามจำนวนที่แสดงไปยังที่อยู่ด้านล่าง ผ่านเครือข่าย TRC20 เท่านั้น' },
    vi: { instructions: 'Gửi số USDT hiển thị đến địa chỉ bên dưới, chỉ qua mạng TRC20.' },
    zh: { instructions: '请仅通过 TRC20 网络将显示的 USDT 金额发送到下方地址。' },
  },
};

/** The demo channels' texts in every locale (its own step, so databases seeded earlier get them). */
export async function seedDemoChannelTranslations(tx: Tx) {
  for (const [type, translations] of Object.entries(DEMO_CHANNEL_TRANSLATIONS)) {
    await tx.update(paymentChannel).set({ translations }).where(eq(paymentChannel.type, type));
  }
}
