import type { Translations } from '@sorte/contracts/common/locale';

/**
 * Demo content of the demo brand, in every shipped locale. Operators replace it through
 * /ops/api; the texts are the brand's, not the app's, so they live here and not in web/i18n.
 */

export interface DemoBanner {
  group: string;
  image: string;
  title: Translations;
  linkageType: 'NONE' | 'ROUTE' | 'PROMOTION' | 'LOBBY' | 'URL';
  linkage: string | null;
}

export interface DemoAnnouncement {
  type: 'B' | 'PL' | 'PU' | 'PR' | 'H';
  daysAgo: number;
  title: Translations;
  content: Translations;
}

export interface DemoHelpSection {
  section: string;
  title: Translations;
  content: Translations;
}

export const DEMO_BANNERS: DemoBanner[] = [
  {
    group: 'w_home',
    image: '/cdn/banners/home-1.svg',
    title: {
      pt: 'Bónus de 10% nos depósitos PIX, até R$ 100',
      'pt-BR': 'Bônus de 10% nos depósitos PIX, até R$ 100',
      en: '10% bonus on PIX deposits, up to R$ 100',
      zh: 'PIX 存款 10% 奖金，最高 R$ 100',
      id: 'Bonus 10% untuk deposit PIX, hingga R$ 100',
      th: 'โบนัส 10% เมื่อฝากผ่าน PIX สูงสุด R$ 100',
      vi: 'Thưởng 10% cho khoản nạp PIX, tối đa R$ 100',
    },
    linkageType: 'ROUTE',
    linkage: '/promotions',
  },
  {
    group: 'w_home',
    image: '/cdn/banners/home-2.svg',
    title: {
      pt: 'Slots com jackpots diários',
      'pt-BR': 'Slots com jackpots todos os dias',
      en: 'Slots with daily jackpots',
      zh: '老虎机每日头奖',
      id: 'Slot dengan jackpot harian',
      th: 'สล็อตแจ็คพอตแตกทุกวัน',
      vi: 'Slot nổ hũ mỗi ngày',
    },
    linkageType: 'LOBBY',
    linkage: 'RNG',
  },
  {
    group: 'w_home',
    image: '/cdn/banners/home-3.svg',
    title: {
      pt: 'Casino ao vivo 24 horas',
      'pt-BR': 'Cassino ao vivo 24 horas',
      en: 'Live casino around the clock',
      zh: '24 小时真人娱乐场',
      id: 'Live casino 24 jam nonstop',
      th: 'คาสิโนสด 24 ชั่วโมง',
      vi: 'Casino trực tiếp 24/7',
    },
    linkageType: 'LOBBY',
    linkage: 'LIVE',
  },
  {
    group: 'w_home',
    image: '/cdn/banners/home-4.svg',
    title: {
      pt: 'Jogos Sorte Originals com justiça comprovável',
      'pt-BR': 'Sorte Originals: jogos comprovadamente justos',
      en: 'Sorte Originals: provably fair games',
      zh: 'Sorte Originals：可证明公平的游戏',
      id: 'Sorte Originals: game yang keadilannya dapat dibuktikan',
      th: 'Sorte Originals: เกมที่พิสูจน์ความยุติธรรมได้',
      vi: 'Sorte Originals: trò chơi công bằng có thể kiểm chứng',
    },
    linkageType: 'ROUTE',
    linkage: '/inhouse',
  },
  {
    group: 'w_rng',
    image: '/cdn/banners/rng-1.svg',
    title: {
      pt: 'Mais de 300 slots',
      'pt-BR': 'Mais de 300 slots',
      en: 'Over 300 slots',
      zh: '300 多款老虎机',
      id: 'Lebih dari 300 slot',
      th: 'สล็อตกว่า 300 เกม',
      vi: 'Hơn 300 trò slot',
    },
    linkageType: 'NONE',
    linkage: null,
  },
  {
    group: 'w_rng',
    image: '/cdn/banners/rng-2.svg',
    title: {
      pt: 'Giros grátis toda semana',
      'pt-BR': 'Rodadas grátis toda semana',
      en: 'Free spins every week',
      zh: '每周免费旋转送不停',
      id: 'Free spin setiap minggu',
      th: 'ฟรีสปินทุกสัปดาห์',
      vi: 'Vòng quay miễn phí mỗi tuần',
    },
    linkageType: 'ROUTE',
    linkage: '/promotions',
  },
  {
    group: 'w_live',
    image: '/cdn/banners/live-1.svg',
    title: {
      pt: 'Mesas ao vivo com dealers reais',
      'pt-BR': 'Mesas ao vivo com dealers reais',
      en: 'Live tables with real dealers',
      zh: '真人荷官，实时牌桌',
      id: 'Meja live dengan dealer sungguhan',
      th: 'โต๊ะสดกับดีลเลอร์ตัวจริง',
      vi: 'Bàn chơi trực tiếp với dealer thật',
    },
    linkageType: 'NONE',
    linkage: null,
  },
  {
    group: 'w_fish',
    image: '/cdn/banners/fish-1.svg',
    title: {
      pt: 'Pesca com prémios gigantes',
      'pt-BR': 'Jogos de pesca com prêmios gigantes',
      en: 'Fishing games with giant prizes',
      zh: '捕鱼游戏，巨额奖金等你赢',
      id: 'Tembak ikan dengan hadiah besar',
      th: 'เกมยิงปลารางวัลใหญ่',
      vi: 'Bắn cá thưởng lớn',
    },
    linkageType: 'NONE',
    linkage: null,
  },
  {
    group: 'w_pvp',
    image: '/cdn/banners/pvp-1.svg',
    title: {
      pt: 'Cartas e póquer contra jogadores',
      'pt-BR': 'Cartas e pôquer contra outros jogadores',
      en: 'Cards and poker against players',
      zh: '棋牌扑克，真人对战',
      id: 'Kartu dan poker melawan pemain lain',
      th: 'ไพ่และโป๊กเกอร์ เล่นกับผู้เล่นจริง',
      vi: 'Game bài và poker đối kháng người chơi',
    },
    linkageType: 'NONE',
    linkage: null,
  },
  {
    group: 'w_sports',
    image: '/cdn/banners/sports-1.svg',
    title: {
      pt: 'Apostas desportivas com as melhores odds',
      'pt-BR': 'Apostas esportivas com as melhores odds',
      en: 'Sports betting with top odds',
      zh: '体育投注，赔率领先',
      id: 'Taruhan olahraga dengan odds terbaik',
      th: 'เดิมพันกีฬา ราคาต่อรองดีที่สุด',
      vi: 'Cá cược thể thao với tỷ lệ cược hấp dẫn nhất',
    },
    linkageType: 'NONE',
    linkage: null,
  },
  {
    group: 'w_esports',
    image: '/cdn/banners/esports-1.svg',
    title: {
      pt: 'Esports: aposte nos seus favoritos',
      'pt-BR': 'Esports: aposte nos seus times favoritos',
      en: 'Esports: back your favourites',
      zh: '电竞：押注您支持的战队',
      id: 'Esports: pasang taruhan untuk tim favorit Anda',
      th: 'อีสปอร์ต: เดิมพันทีมโปรดของคุณ',
      vi: 'Esports: đặt cược cho đội bạn yêu thích',
    },
    linkageType: 'NONE',
    linkage: null,
  },
  {
    group: 'w_lott',
    image: '/cdn/banners/lott-1.svg',
    title: {
      pt: 'Loterias com sorteios a cada minuto',
      'pt-BR': 'Loterias com sorteios a cada minuto',
      en: 'Lotteries with draws every minute',
      zh: '彩票每分钟开奖',
      id: 'Lotere dengan undian setiap menit',
      th: 'หวยออกผลทุกนาที',
      vi: 'Xổ số quay thưởng mỗi phút',
    },
    linkageType: 'NONE',
    linkage: null,
  },
  {
    group: 'w_down',
    image: '/cdn/banners/down-1.svg',
    title: {
      pt: 'Leve a Sorte no bolso',
      'pt-BR': 'Leve a Sorte no bolso',
      en: 'Take Sorte in your pocket',
      zh: '把 Sorte 装进口袋',
      id: 'Bawa Sorte di saku Anda',
      th: 'พก Sorte ไปได้ทุกที่',
      vi: 'Mang Sorte theo bên mình',
    },
    linkageType: 'NONE',
    linkage: null,
  },
  {
    group: 'w_promotion',
    image: '/cdn/banners/promotion-1.svg',
    title: {
      pt: 'Promoções todos os dias',
      'pt-BR': 'Promoções todos os dias',
      en: 'Promotions every day',
      zh: '天天有优惠',
      id: 'Promo setiap hari',
      th: 'โปรโมชั่นทุกวัน',
      vi: 'Khuyến mãi mỗi ngày',
    },
    linkageType: 'NONE',
    linkage: null,
  },
  {
    group: 'w_shop',
    image: '/cdn/banners/shop-1.svg',
    title: {
      pt: 'Troque pontos por prémios',
      'pt-BR': 'Troque pontos por prêmios',
      en: 'Trade points for prizes',
      zh: '积分兑换好礼',
      id: 'Tukar poin dengan hadiah',
      th: 'แลกคะแนนเป็นของรางวัล',
      vi: 'Đổi điểm lấy quà',
    },
    linkageType: 'NONE',
    linkage: null,
  },
  {
    group: 'w_help',
    image: '/cdn/banners/help-1.svg',
    title: {
      pt: 'Estamos aqui para ajudar',
      'pt-BR': 'Estamos aqui para ajudar',
      en: 'We are here to help',
      zh: '我们随时为您提供帮助',
      id: 'Kami siap membantu',
      th: 'เราพร้อมช่วยเหลือคุณ',
      vi: 'Chúng tôi luôn sẵn sàng hỗ trợ',
    },
    linkageType: 'NONE',
    linkage: null,
  },
  {
    group: 'w_reg',
    image: '/cdn/banners/reg-1.svg',
    title: {
      pt: 'Registe-se e ganhe bónus',
      'pt-BR': 'Cadastre-se e ganhe bônus',
      en: 'Sign up and get a bonus',
      zh: '注册即送奖金',
      id: 'Daftar dan dapatkan bonus',
      th: 'สมัครสมาชิกรับโบนัส',
      vi: 'Đăng ký nhận thưởng',
    },
    linkageType: 'NONE',
    linkage: null,
  },
  {
    group: 'w_inhouse',
    image: '/cdn/banners/inhouse-1.svg',
    title: {
      pt: 'Originals: verifique cada ronda',
      'pt-BR': 'Originals: verifique cada rodada',
      en: 'Originals: verify every round',
      zh: 'Originals：每一局都可验证',
      id: 'Originals: verifikasi setiap ronde',
      th: 'Originals: ตรวจสอบได้ทุกรอบ',
      vi: 'Originals: kiểm chứng từng ván',
    },
    linkageType: 'NONE',
    linkage: null,
  },
];

export const DEMO_ANNOUNCEMENTS: DemoAnnouncement[] = [
  {
    type: 'H',
    daysAgo: 0,
    title: {
      pt: 'Bem-vindo à Sorte',
      'pt-BR': 'Bem-vindo à Sorte',
      en: 'Welcome to Sorte',
      zh: '欢迎来到 Sorte',
      id: 'Selamat datang di Sorte',
      th: 'ยินดีต้อนรับสู่ Sorte',
      vi: 'Chào mừng bạn đến với Sorte',
    },
    content: {
      pt: 'Depósitos via PIX creditados em minutos. Jogue com responsabilidade: apenas maiores de 18 anos.',
      'pt-BR':
        'Depósitos via PIX caem na conta em minutos. Jogue com responsabilidade: proibido para menores de 18 anos.',
      en: 'PIX deposits credited within minutes. Play responsibly: adults 18+ only.',
      zh: 'PIX 存款数分钟内到账。请理性游戏：仅限年满 18 岁的成年人参与。',
      id: 'Deposit via PIX masuk dalam hitungan menit. Bermainlah secara bertanggung jawab: khusus 18 tahun ke atas.',
      th: 'ฝากเงินผ่าน PIX เข้าบัญชีภายในไม่กี่นาที โปรดเล่นอย่างมีความรับผิดชอบ สำหรับผู้ที่มีอายุ 18 ปีขึ้นไปเท่านั้น',
      vi: 'Nạp tiền qua PIX, tiền vào tài khoản chỉ trong vài phút. Hãy chơi có trách nhiệm: chỉ dành cho người từ 18 tuổi trở lên.',
    },
  },
  {
    type: 'B',
    daysAgo: 1,
    title: {
      pt: 'Manutenção programada concluída',
      'pt-BR': 'Manutenção programada concluída',
      en: 'Scheduled maintenance completed',
      zh: '计划维护已完成',
      id: 'Pemeliharaan terjadwal telah selesai',
      th: 'การปรับปรุงระบบตามกำหนดการเสร็จสิ้นแล้ว',
      vi: 'Đã hoàn tất bảo trì theo lịch',
    },
    content: {
      pt: 'A manutenção programada dos servidores de jogos foi concluída. Obrigado pela paciência.',
      'pt-BR':
        'A manutenção programada dos servidores de jogos foi concluída. Agradecemos a sua paciência.',
      en: 'Scheduled maintenance of the game servers is complete. Thank you for your patience.',
      zh: '游戏服务器的计划维护已完成，感谢您的耐心等待。',
      id: 'Pemeliharaan terjadwal pada server game telah selesai. Terima kasih atas kesabaran Anda.',
      th: 'การปรับปรุงเซิร์ฟเวอร์เกมตามกำหนดการเสร็จสิ้นแล้ว ขอบคุณที่อดทนรอ',
      vi: 'Việc bảo trì máy chủ trò chơi theo lịch đã hoàn tất. Cảm ơn bạn đã kiên nhẫn chờ đợi.',
    },
  },
  {
    type: 'B',
    daysAgo: 3,
    title: {
      pt: 'Novos jogos PG Soft',
      'pt-BR': 'Novos jogos da PG Soft',
      en: 'New PG Soft games',
      zh: 'PG Soft 新游戏上线',
      id: 'Game baru dari PG Soft',
      th: 'เกมใหม่จาก PG Soft',
      vi: 'Trò chơi mới từ PG Soft',
    },
    content: {
      pt: 'Chegaram cinco novos slots PG Soft ao lobby de slots. Experimente-os hoje.',
      'pt-BR': 'Cinco novos slots da PG Soft chegaram ao lobby de slots. Experimente hoje mesmo.',
      en: 'Five new PG Soft slots have arrived in the slots lobby. Try them today.',
      zh: '五款 PG Soft 全新老虎机已登陆老虎机大厅，今天就来试试吧。',
      id: 'Lima slot baru dari PG Soft telah hadir di lobi slot. Coba sekarang juga.',
      th: 'สล็อตใหม่จาก PG Soft 5 เกมมาถึงล็อบบี้สล็อตแล้ว ลองเล่นได้เลยวันนี้',
      vi: 'Năm trò slot mới của PG Soft đã có mặt tại sảnh slot. Hãy trải nghiệm ngay hôm nay.',
    },
  },
  {
    type: 'PL',
    daysAgo: 2,
    title: {
      pt: 'Proteja a sua conta',
      'pt-BR': 'Proteja sua conta',
      en: 'Protect your account',
      zh: '保护您的账户安全',
      id: 'Lindungi akun Anda',
      th: 'ปกป้องบัญชีของคุณ',
      vi: 'Bảo vệ tài khoản của bạn',
    },
    content: {
      pt: 'Nunca partilhe a sua palavra-passe. A nossa equipa nunca lhe pedirá a palavra-passe.',
      'pt-BR': 'Nunca compartilhe sua senha. Nossa equipe jamais vai pedir a sua senha.',
      en: 'Never share your password. Our team will never ask you for it.',
      zh: '切勿向任何人透露您的密码。我们的工作人员绝不会向您索要密码。',
      id: 'Jangan pernah membagikan kata sandi Anda. Tim kami tidak akan pernah memintanya.',
      th: 'อย่าเปิดเผยรหัสผ่านของคุณให้ผู้อื่นทราบ ทีมงานของเราจะไม่ขอรหัสผ่านจากคุณเด็ดขาด',
      vi: 'Tuyệt đối không chia sẻ mật khẩu của bạn. Đội ngũ của chúng tôi sẽ không bao giờ yêu cầu bạn cung cấp mật khẩu.',
    },
  },
  {
    type: 'PU',
    daysAgo: 0,
    title: {
      pt: 'Bónus de boas-vindas',
      'pt-BR': 'Bônus de boas-vindas',
      en: 'Welcome bonus',
      zh: '欢迎奖金',
      id: 'Bonus sambutan',
      th: 'โบนัสต้อนรับ',
      vi: 'Thưởng chào mừng',
    },
    content: {
      pt: 'Marque o bónus ao depositar por PIX: 10% extra em cada depósito, até R$ 100 (apostas de 5 vezes o depósito mais o bónus).',
      'pt-BR': 'Marque o bônus ao depositar por PIX: 10% a mais em cada depósito, até R$ 100 (rollover de 5 vezes o depósito mais o bônus).',
      en: 'Tick the bonus when you deposit by PIX: 10% extra on each deposit, up to R$ 100 (wager deposit plus bonus 5 times).',
      zh: '通过 PIX 存款时勾选奖金：每笔存款额外 10%，最高 R$ 100（需完成存款加奖金 5 倍流水）。',
      id: 'Centang bonus saat deposit lewat PIX: ekstra 10% untuk setiap deposit, hingga R$ 100 (turnover 5 kali deposit ditambah bonus).',
      th: 'เลือกรับโบนัสเมื่อฝากผ่าน PIX: รับเพิ่ม 10% ทุกการฝาก สูงสุด R$ 100 (ทำเทิร์นโอเวอร์ 5 เท่าของยอดฝากรวมโบนัส)',
      vi: 'Chọn nhận thưởng khi nạp qua PIX: thêm 10% cho mỗi khoản nạp, tối đa R$ 100 (cược 5 lần tổng tiền nạp và thưởng).',
    },
  },
  {
    type: 'PR',
    daysAgo: 1,
    title: {
      pt: 'Cashback semanal de 5%',
      'pt-BR': 'Cashback semanal de 5%',
      en: '5% weekly cashback',
      zh: '每周 5% 返现',
      id: 'Cashback mingguan 5%',
      th: 'คืนยอดเสีย 5% ทุกสัปดาห์',
      vi: 'Hoàn trả 5% hằng tuần',
    },
    content: {
      pt: 'Todas as segundas-feiras devolvemos 5% das perdas líquidas da semana anterior.',
      'pt-BR': 'Toda segunda-feira devolvemos 5% das perdas líquidas da semana anterior.',
      en: 'Every Monday we return 5% of the previous week’s net losses.',
      zh: '每周一返还上周净亏损的 5%。',
      id: 'Setiap hari Senin kami mengembalikan 5% dari kekalahan bersih minggu sebelumnya.',
      th: 'ทุกวันจันทร์ เราคืนเงิน 5% ของยอดเสียสุทธิในสัปดาห์ก่อนหน้า',
      vi: 'Thứ Hai hằng tuần, chúng tôi hoàn trả 5% số tiền thua ròng của tuần trước.',
    },
  },
];

export const DEMO_HELP: DemoHelpSection[] = [
  {
    section: 'about',
    title: {
      pt: 'Sobre nós',
      'pt-BR': 'Sobre nós',
      en: 'About us',
      zh: '关于我们',
      id: 'Tentang kami',
      th: 'เกี่ยวกับเรา',
      vi: 'Về chúng tôi',
    },
    content: {
      pt: '<p>A Sorte é uma plataforma de jogos online com slots, casino ao vivo, pesca, cartas, desporto, esports e loterias.</p><p>Todos os jogos vêm de fornecedores certificados ou são jogos Originals com justiça comprovável.</p>',
      'pt-BR':
        '<p>A Sorte é uma plataforma de jogos online com slots, cassino ao vivo, pesca, cartas, esportes, esports e loterias.</p><p>Todos os jogos vêm de provedores certificados ou são jogos Originals comprovadamente justos.</p>',
      en: '<p>Sorte is an online gaming platform with slots, live casino, fishing, cards, sports, esports and lotteries.</p><p>Every game comes from a certified provider or is a provably fair Original.</p>',
      zh: '<p>Sorte 是一个在线游戏平台，提供老虎机、真人娱乐场、捕鱼、棋牌、体育、电竞和彩票。</p><p>所有游戏均来自经过认证的供应商，或是可证明公平的 Originals 游戏。</p>',
      id: '<p>Sorte adalah platform game online dengan slot, live casino, tembak ikan, kartu, olahraga, esports, dan lotere.</p><p>Semua game berasal dari penyedia bersertifikat atau merupakan game Originals yang keadilannya dapat dibuktikan.</p>',
      th: '<p>Sorte คือแพลตฟอร์มเกมออนไลน์ที่มีทั้งสล็อต คาสิโนสด ยิงปลา เกมไพ่ กีฬา อีสปอร์ต และหวย</p><p>ทุกเกมมาจากผู้ให้บริการที่ได้รับการรับรอง หรือเป็นเกม Originals ที่พิสูจน์ความยุติธรรมได้</p>',
      vi: '<p>Sorte là nền tảng trò chơi trực tuyến với slot, casino trực tiếp, bắn cá, game bài, thể thao, esports và xổ số.</p><p>Mọi trò chơi đều đến từ các nhà cung cấp được chứng nhận hoặc là trò chơi Originals công bằng có thể kiểm chứng.</p>',
    },
  },
  {
    section: 'terms',
    title: {
      pt: 'Termos e condições',
      'pt-BR': 'Termos e condições',
      en: 'Terms and conditions',
      zh: '条款与条件',
      id: 'Syarat dan ketentuan',
      th: 'ข้อกำหนดและเงื่อนไข',
      vi: 'Điều khoản và điều kiện',
    },
    content: {
      pt: '<p>Ao criar uma conta confirma que tem pelo menos 18 anos e que aceita estes termos.</p><ul><li>Uma conta por pessoa.</li><li>Os bónus têm requisitos de apostas.</li><li>Podemos pedir verificação de identidade antes de um levantamento.</li></ul>',
      'pt-BR':
        '<p>Ao criar uma conta, você confirma que tem pelo menos 18 anos e que aceita estes termos.</p><ul><li>Uma conta por pessoa.</li><li>Os bônus estão sujeitos a rollover.</li><li>Podemos solicitar a verificação de identidade antes de um saque.</li></ul>',
      en: '<p>By creating an account you confirm you are at least 18 years old and accept these terms.</p><ul><li>One account per person.</li><li>Bonuses carry wagering requirements.</li><li>We may ask for identity verification before a withdrawal.</li></ul>',
      zh: '<p>创建账户即表示您确认已年满 18 岁并接受本条款。</p><ul><li>每人仅限一个账户。</li><li>奖金需满足投注流水要求。</li><li>取款前我们可能会要求您进行身份验证。</li></ul>',
      id: '<p>Dengan membuat akun, Anda menyatakan bahwa Anda berusia minimal 18 tahun dan menerima ketentuan ini.</p><ul><li>Satu akun per orang.</li><li>Bonus dikenakan syarat turnover.</li><li>Kami dapat meminta verifikasi identitas sebelum penarikan.</li></ul>',
      th: '<p>การสร้างบัญชีถือว่าคุณยืนยันว่ามีอายุอย่างน้อย 18 ปี และยอมรับข้อกำหนดเหล่านี้</p><ul><li>หนึ่งบัญชีต่อหนึ่งคน</li><li>โบนัสมีเงื่อนไขการทำเทิร์นโอเวอร์</li><li>เราอาจขอให้ยืนยันตัวตนก่อนการถอนเงิน</li></ul>',
      vi: '<p>Khi tạo tài khoản, bạn xác nhận rằng mình đủ 18 tuổi trở lên và chấp nhận các điều khoản này.</p><ul><li>Mỗi người chỉ được mở một tài khoản.</li><li>Tiền thưởng đi kèm yêu cầu vòng cược.</li><li>Chúng tôi có thể yêu cầu xác minh danh tính trước khi rút tiền.</li></ul>',
    },
  },
  {
    section: 'privacy',
    title: {
      pt: 'Política de privacidade',
      'pt-BR': 'Política de privacidade',
      en: 'Privacy policy',
      zh: '隐私政策',
      id: 'Kebijakan privasi',
      th: 'นโยบายความเป็นส่วนตัว',
      vi: 'Chính sách bảo mật',
    },
    content: {
      pt: '<p>Guardamos apenas os dados necessários para operar a sua conta e cumprir a lei. Nunca vendemos os seus dados.</p>',
      'pt-BR':
        '<p>Armazenamos apenas os dados necessários para operar sua conta e cumprir a lei. Nunca vendemos seus dados.</p>',
      en: '<p>We keep only the data needed to run your account and comply with the law. We never sell your data.</p>',
      zh: '<p>我们仅保存运营您的账户及遵守法律所必需的数据。我们绝不出售您的数据。</p>',
      id: '<p>Kami hanya menyimpan data yang diperlukan untuk mengelola akun Anda dan mematuhi hukum. Kami tidak pernah menjual data Anda.</p>',
      th: '<p>เราเก็บเฉพาะข้อมูลที่จำเป็นต่อการดูแลบัญชีของคุณและการปฏิบัติตามกฎหมาย เราไม่ขายข้อมูลของคุณโดยเด็ดขาด</p>',
      vi: '<p>Chúng tôi chỉ lưu trữ những dữ liệu cần thiết để vận hành tài khoản của bạn và tuân thủ pháp luật. Chúng tôi không bao giờ bán dữ liệu của bạn.</p>',
    },
  },
  {
    section: 'responsible-gaming',
    title: {
      pt: 'Jogo responsável',
      'pt-BR': 'Jogo responsável',
      en: 'Responsible gaming',
      zh: '负责任博彩',
      id: 'Bermain secara bertanggung jawab',
      th: 'การเล่นอย่างมีความรับผิดชอบ',
      vi: 'Chơi có trách nhiệm',
    },
    content: {
      pt: '<p>Jogue por diversão, não para ganhar dinheiro. Defina limites e faça pausas.</p><p>Se precisar de ajuda, contacte o apoio ao cliente para autoexclusão.</p>',
      'pt-BR':
        '<p>Jogue por diversão, não para ganhar dinheiro. Defina limites e faça pausas.</p><p>Se precisar de ajuda, entre em contato com o atendimento ao cliente para solicitar a autoexclusão.</p>',
      en: '<p>Play for fun, not to make money. Set limits and take breaks.</p><p>If you need help, contact customer service to self-exclude.</p>',
      zh: '<p>游戏只为娱乐，而非赚钱。请设定限额并适时休息。</p><p>如需帮助，请联系客服申请自我排除。</p>',
      id: '<p>Bermainlah untuk hiburan, bukan untuk mencari uang. Tetapkan batas dan beristirahatlah secara berkala.</p><p>Jika Anda membutuhkan bantuan, hubungi layanan pelanggan untuk mengajukan pengecualian diri (self-exclusion).</p>',
      th: '<p>เล่นเพื่อความสนุก ไม่ใช่เพื่อหาเงิน กำหนดขีดจำกัดและหยุดพักเป็นระยะ</p><p>หากต้องการความช่วยเหลือ โปรดติดต่อฝ่ายบริการลูกค้าเพื่อขอระงับการเล่นด้วยตนเอง</p>',
      vi: '<p>Hãy chơi để giải trí, không phải để kiếm tiền. Đặt giới hạn và nghỉ ngơi hợp lý.</p><p>Nếu cần hỗ trợ, hãy liên hệ bộ phận chăm sóc khách hàng để yêu cầu tự loại trừ.</p>',
    },
  },
  {
    section: 'deposit',
    title: {
      pt: 'Como depositar',
      'pt-BR': 'Como depositar',
      en: 'How to deposit',
      zh: '如何存款',
      id: 'Cara deposit',
      th: 'วิธีฝากเงิน',
      vi: 'Cách nạp tiền',
    },
    content: {
      pt: '<ol><li>Inicie sessão e toque em Depositar.</li><li>Escolha o canal (PIX, transferência bancária, carteira digital ou USDT).</li><li>Introduza o valor e confirme o pagamento.</li></ol>',
      'pt-BR':
        '<ol><li>Faça login e toque em Depositar.</li><li>Escolha o método (PIX, transferência bancária, carteira digital ou USDT).</li><li>Digite o valor e confirme o pagamento.</li></ol>',
      en: '<ol><li>Log in and tap Deposit.</li><li>Choose a channel (PIX, bank transfer, e-wallet or USDT).</li><li>Enter the amount and confirm the payment.</li></ol>',
      zh: '<ol><li>登录后点击“存款”。</li><li>选择支付渠道（PIX、银行转账、电子钱包或 USDT）。</li><li>输入金额并确认付款。</li></ol>',
      id: '<ol><li>Masuk, lalu ketuk Deposit.</li><li>Pilih metode (PIX, transfer bank, e-wallet, atau USDT).</li><li>Masukkan jumlah, lalu konfirmasi pembayaran.</li></ol>',
      th: '<ol><li>เข้าสู่ระบบแล้วแตะปุ่มฝากเงิน</li><li>เลือกช่องทาง (PIX, โอนผ่านธนาคาร, อีวอลเล็ท หรือ USDT)</li><li>กรอกจำนวนเงินแล้วยืนยันการชำระเงิน</li></ol>',
      vi: '<ol><li>Đăng nhập và nhấn Nạp tiền.</li><li>Chọn kênh thanh toán (PIX, chuyển khoản ngân hàng, ví điện tử hoặc USDT).</li><li>Nhập số tiền và xác nhận thanh toán.</li></ol>',
    },
  },
  {
    section: 'withdraw',
    title: {
      pt: 'Como levantar',
      'pt-BR': 'Como sacar',
      en: 'How to withdraw',
      zh: '如何取款',
      id: 'Cara penarikan',
      th: 'วิธีถอนเงิน',
      vi: 'Cách rút tiền',
    },
    content: {
      pt: '<ol><li>Associe uma conta bancária ou chave PIX em seu nome.</li><li>Defina a palavra-passe de pagamento.</li><li>Peça o levantamento; a equipa analisa e paga.</li></ol>',
      'pt-BR':
        '<ol><li>Vincule uma conta bancária ou chave PIX no seu nome.</li><li>Defina a senha de pagamento.</li><li>Solicite o saque; nossa equipe analisa e faz o pagamento.</li></ol>',
      en: '<ol><li>Bind a bank account or PIX key in your name.</li><li>Set your payment password.</li><li>Request the withdrawal; our team reviews and pays it.</li></ol>',
      zh: '<ol><li>绑定您本人名下的银行账户或 PIX 密钥。</li><li>设置支付密码。</li><li>提交取款申请，我们的团队审核后即会出款。</li></ol>',
      id: '<ol><li>Tautkan rekening bank atau kunci PIX atas nama Anda sendiri.</li><li>Atur kata sandi pembayaran Anda.</li><li>Ajukan penarikan; tim kami akan meninjau dan membayarkannya.</li></ol>',
      th: '<ol><li>ผูกบัญชีธนาคารหรือคีย์ PIX ที่เป็นชื่อของคุณเอง</li><li>ตั้งรหัสผ่านการชำระเงิน</li><li>ส่งคำขอถอนเงิน ทีมงานจะตรวจสอบและโอนเงินให้คุณ</li></ol>',
      vi: '<ol><li>Liên kết tài khoản ngân hàng hoặc khóa PIX đứng tên bạn.</li><li>Thiết lập mật khẩu thanh toán.</li><li>Gửi yêu cầu rút tiền; đội ngũ của chúng tôi sẽ xét duyệt và chi trả.</li></ol>',
    },
  },
  {
    section: 'faq',
    title: {
      pt: 'Perguntas frequentes',
      'pt-BR': 'Perguntas frequentes',
      en: 'Frequently asked questions',
      zh: '常见问题',
      id: 'Pertanyaan yang sering diajukan',
      th: 'คำถามที่พบบ่อย',
      vi: 'Câu hỏi thường gặp',
    },
    content: {
      pt: '<p><strong>Esqueci a palavra-passe.</strong> Use “Esqueceu a palavra-passe?” no início de sessão.</p><p><strong>Quanto tempo demora um levantamento?</strong> Normalmente menos de 30 minutos após aprovação.</p>',
      'pt-BR':
        '<p><strong>Esqueci minha senha.</strong> Use “Esqueceu a senha?” na tela de login.</p><p><strong>Quanto tempo leva um saque?</strong> Normalmente menos de 30 minutos após a aprovação.</p>',
      en: '<p><strong>I forgot my password.</strong> Use “Forgot password?” on the login form.</p><p><strong>How long does a withdrawal take?</strong> Usually under 30 minutes after approval.</p>',
      zh: '<p><strong>忘记密码怎么办？</strong>请在登录页面点击“忘记密码？”进行重置。</p><p><strong>取款需要多长时间？</strong>审核通过后通常不超过 30 分钟。</p>',
      id: '<p><strong>Saya lupa kata sandi.</strong> Gunakan “Lupa kata sandi?” di halaman masuk.</p><p><strong>Berapa lama proses penarikan?</strong> Biasanya kurang dari 30 menit setelah disetujui.</p>',
      th: '<p><strong>ลืมรหัสผ่าน</strong> แตะ “ลืมรหัสผ่าน?” ในหน้าเข้าสู่ระบบ</p><p><strong>การถอนเงินใช้เวลานานเท่าใด</strong> โดยปกติไม่เกิน 30 นาทีหลังได้รับการอนุมัติ</p>',
      vi: '<p><strong>Tôi quên mật khẩu.</strong> Hãy dùng “Quên mật khẩu?” trên trang đăng nhập.</p><p><strong>Rút tiền mất bao lâu?</strong> Thường dưới 30 phút sau khi được duyệt.</p>',
    },
  },
  {
    section: 'customer-service',
    title: {
      pt: 'Apoio ao cliente',
      'pt-BR': 'Atendimento ao cliente',
      en: 'Customer service',
      zh: '客户服务',
      id: 'Layanan pelanggan',
      th: 'ฝ่ายบริการลูกค้า',
      vi: 'Chăm sóc khách hàng',
    },
    content: {
      pt: '<p>A nossa equipa está disponível 24 horas por dia, 7 dias por semana, pelo chat ao vivo.</p>',
      'pt-BR':
        '<p>Nossa equipe está disponível 24 horas por dia, 7 dias por semana, pelo chat ao vivo.</p>',
      en: '<p>Our team is available 24 hours a day, 7 days a week through live chat.</p>',
      zh: '<p>我们的团队通过在线聊天 7×24 小时为您服务。</p>',
      id: '<p>Tim kami siap membantu 24 jam sehari, 7 hari seminggu melalui live chat.</p>',
      th: '<p>ทีมงานของเราพร้อมให้บริการตลอด 24 ชั่วโมง ทุกวันไม่มีวันหยุด ผ่านแชทสด</p>',
      vi: '<p>Đội ngũ của chúng tôi luôn sẵn sàng hỗ trợ 24 giờ mỗi ngày, 7 ngày mỗi tuần qua chat trực tuyến.</p>',
    },
  },
  {
    section: 'vip',
    title: {
      pt: 'Apoio VIP',
      'pt-BR': 'Atendimento VIP',
      en: 'VIP support',
      zh: 'VIP 专属服务',
      id: 'Layanan VIP',
      th: 'บริการ VIP',
      vi: 'Hỗ trợ VIP',
    },
    content: {
      pt: '<p>A partir do nível 5 do clube, o apoio ao cliente liga-o à linha de apoio VIP. As promoções exclusivas estão no separador VIP das promoções.</p>',
      'pt-BR':
        '<p>A partir do nível 5 do clube, o atendimento ao cliente conecta você à linha de atendimento VIP. As promoções exclusivas ficam na aba VIP das promoções.</p>',
      en: '<p>From club level 5, customer service connects you to the VIP support line. Exclusive offers are on the VIP tab of the promotions page.</p>',
      zh: '<p>俱乐部等级达到 5 级后，联系客服将直接接入 VIP 专线。专属优惠请在优惠活动页面的 VIP 分类中查看。</p>',
      id: '<p>Mulai level klub 5, layanan pelanggan menghubungkan Anda ke jalur dukungan VIP. Penawaran eksklusif ada di tab VIP pada halaman promosi.</p>',
      th: '<p>ตั้งแต่ระดับคลับ 5 ขึ้นไป ฝ่ายบริการลูกค้าจะเชื่อมต่อคุณกับสายบริการ VIP โดยตรง ข้อเสนอพิเศษอยู่ในแท็บ VIP ของหน้าโปรโมชั่น</p>',
      vi: '<p>Từ cấp câu lạc bộ 5, bộ phận chăm sóc khách hàng sẽ kết nối bạn với đường dây hỗ trợ VIP. Ưu đãi dành riêng nằm ở thẻ VIP của trang khuyến mãi.</p>',
    },
  },
  {
    section: 'affiliate',
    title: {
      pt: 'Programa de afiliados',
      'pt-BR': 'Programa de afiliados',
      en: 'Affiliate programme',
      zh: '代理计划',
      id: 'Program afiliasi',
      th: 'โปรแกรมพันธมิตร',
      vi: 'Chương trình đại lý',
    },
    content: {
      pt: '<p>Convide jogadores com o seu código e receba comissões, salários diários e dividendos.</p>',
      'pt-BR':
        '<p>Convide jogadores com seu código e ganhe comissões, salário diário e dividendos.</p>',
      en: '<p>Invite players with your code and earn commission, daily salary and dividends.</p>',
      zh: '<p>使用您的邀请码邀请玩家，即可赚取佣金、日工资和分红。</p>',
      id: '<p>Undang pemain dengan kode Anda dan dapatkan komisi, gaji harian, serta dividen.</p>',
      th: '<p>ชวนผู้เล่นด้วยโค้ดของคุณ แล้วรับค่าคอมมิชชั่น เงินเดือนรายวัน และเงินปันผล</p>',
      vi: '<p>Mời người chơi bằng mã của bạn để nhận hoa hồng, lương hằng ngày và cổ tức.</p>',
    },
  },
  {
    section: 'license',
    title: {
      pt: 'Licença',
      'pt-BR': 'Licença',
      en: 'License',
      zh: '牌照',
      id: 'Lisensi',
      th: 'ใบอนุญาต',
      vi: 'Giấy phép',
    },
    content: {
      pt: '<p>A Sorte opera sob licença e é auditada de forma independente quanto à justiça dos jogos.</p>',
      'pt-BR':
        '<p>A Sorte opera sob licença e tem a justiça dos seus jogos auditada de forma independente.</p>',
      en: '<p>Sorte operates under licence and is independently audited for game fairness.</p>',
      zh: '<p>Sorte 持牌运营，游戏公平性经独立机构审计。</p>',
      id: '<p>Sorte beroperasi di bawah lisensi dan keadilan permainannya diaudit secara independen.</p>',
      th: '<p>Sorte ดำเนินงานภายใต้ใบอนุญาต และได้รับการตรวจสอบความยุติธรรมของเกมโดยหน่วยงานอิสระ</p>',
      vi: '<p>Sorte hoạt động theo giấy phép và được kiểm toán độc lập về tính công bằng của trò chơi.</p>',
    },
  },
];
