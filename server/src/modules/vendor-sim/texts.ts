import type { Locale } from '@sorte/contracts/common/locale';

/** The simulator page's texts (it is the vendor's page, so it carries its own). */
export interface SimTexts {
  badge: string;
  balance: string;
  stake: string;
  spin: string;
  win: string;
  noWin: string;
  youWon: string;
  paytable: string;
  threeOfAKind: string;
  twoCherries: string;
  anyPair: string;
  loading: string;
  insufficient: string;
  expired: string;
  failed: string;
  demo: string;
  rtp: string;
}

export const SIM_TEXTS: Record<Locale, SimTexts> = {
  en: {
    badge: 'Vendor simulator',
    balance: 'Balance',
    stake: 'Stake',
    spin: 'Spin',
    win: 'Win',
    noWin: 'No win this time',
    youWon: 'You won {amount}!',
    paytable: 'Paytable',
    threeOfAKind: 'Three of a kind',
    twoCherries: 'Two cherries',
    anyPair: 'Any other pair',
    loading: 'Connecting…',
    insufficient: 'Insufficient balance.',
    expired: 'The game session has expired. Close the game and open it again.',
    failed: 'The spin could not be completed. Please try again.',
    demo: 'Demo money',
    rtp: 'Return to player {rtp}',
  },
  pt: {
    badge: 'Simulador de fornecedor',
    balance: 'Saldo',
    stake: 'Aposta',
    spin: 'Girar',
    win: 'Prémio',
    noWin: 'Desta vez não houve prémio',
    youWon: 'Ganhou {amount}!',
    paytable: 'Tabela de prémios',
    threeOfAKind: 'Três iguais',
    twoCherries: 'Duas cerejas',
    anyPair: 'Qualquer outro par',
    loading: 'A ligar…',
    insufficient: 'Saldo insuficiente.',
    expired: 'A sessão de jogo expirou. Feche o jogo e abra-o de novo.',
    failed: 'Não foi possível concluir a jogada. Tente novamente.',
    demo: 'Dinheiro de demonstração',
    rtp: 'Retorno ao jogador {rtp}',
  },
  'pt-BR': {
    badge: 'Simulador de provedor',
    balance: 'Saldo',
    stake: 'Aposta',
    spin: 'Girar',
    win: 'Prêmio',
    noWin: 'Desta vez não saiu prêmio',
    youWon: 'Você ganhou {amount}!',
    paytable: 'Tabela de pagamentos',
    threeOfAKind: 'Três iguais',
    twoCherries: 'Duas cerejas',
    anyPair: 'Qualquer outro par',
    loading: 'Conectando…',
    insufficient: 'Saldo insuficiente.',
    expired: 'A sessão de jogo expirou. Feche o jogo e abra de novo.',
    failed: 'Não foi possível concluir a rodada. Tente novamente.',
    demo: 'Dinheiro de demonstração',
    rtp: 'Retorno ao jogador {rtp}',
  },
  zh: {
    badge: '供应商模拟器',
    balance: '余额',
    stake: '投注',
    spin: '旋转',
    win: '赢得',
    noWin: '这次没有中奖',
    youWon: '您赢得了 {amount}！',
    paytable: '赔付表',
    threeOfAKind: '三个相同',
    twoCherries: '两个樱桃',
    anyPair: '其他任意对子',
    loading: '正在连接…',
    insufficient: '余额不足。',
    expired: '游戏会话已过期。请关闭游戏后重新打开。',
    failed: '本次旋转未能完成，请重试。',
    demo: '试玩金',
    rtp: '返还率 {rtp}',
  },
  id: {
    badge: 'Simulator vendor',
    balance: 'Saldo',
    stake: 'Taruhan',
    spin: 'Putar',
    win: 'Menang',
    noWin: 'Belum menang kali ini',
    youWon: 'Anda menang {amount}!',
    paytable: 'Tabel pembayaran',
    threeOfAKind: 'Tiga sama',
    twoCherries: 'Dua ceri',
    anyPair: 'Pasangan lainnya',
    loading: 'Menghubungkan…',
    insufficient: 'Saldo tidak mencukupi.',
    expired: 'Sesi permainan telah berakhir. Tutup permainan lalu buka kembali.',
    failed: 'Putaran tidak dapat diselesaikan. Silakan coba lagi.',
    demo: 'Uang demo',
    rtp: 'Pengembalian ke pemain {rtp}',
  },
  th: {
    badge: 'เครื่องจำลองผู้ให้บริการ',
    balance: 'ยอดเงิน',
    stake: 'เดิมพัน',
    spin: 'หมุน',
    win: 'ชนะ',
    noWin: 'รอบนี้ยังไม่ชนะ',
    youWon: 'คุณชนะ {amount}!',
    paytable: 'ตารางจ่ายรางวัล',
    threeOfAKind: 'สามตัวเหมือนกัน',
    twoCherries: 'เชอร์รี่สองลูก',
    anyPair: 'คู่อื่น ๆ',
    loading: 'กำลังเชื่อมต่อ…',
    insufficient: 'ยอดเงินไม่เพียงพอ',
    expired: 'เซสชันเกมหมดอายุแล้ว ปิดเกมแล้วเปิดใหม่อีกครั้ง',
    failed: 'หมุนไม่สำเร็จ โปรดลองอีกครั้ง',
    demo: 'เงินทดลอง',
    rtp: 'อัตราคืนผู้เล่น {rtp}',
  },
  vi: {
    badge: 'Trình mô phỏng nhà cung cấp',
    balance: 'Số dư',
    stake: 'Tiền cược',
    spin: 'Quay',
    win: 'Thắng',
    noWin: 'Lần này chưa trúng',
    youWon: 'Bạn đã thắng {amount}!',
    paytable: 'Bảng trả thưởng',
    threeOfAKind: 'Ba biểu tượng giống nhau',
    twoCherries: 'Hai quả anh đào',
    anyPair: 'Cặp bất kỳ khác',
    loading: 'Đang kết nối…',
    insufficient: 'Số dư không đủ.',
    expired: 'Phiên trò chơi đã hết hạn. Hãy đóng trò chơi và mở lại.',
    failed: 'Không thể hoàn tất lượt quay. Vui lòng thử lại.',
    demo: 'Tiền thử',
    rtp: 'Tỷ lệ hoàn trả {rtp}',
  },
};
