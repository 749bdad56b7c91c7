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
      pt: 'Bónus de boas-vindas de 100% até R$ 1.000',
      en: '100% welcome bonus up to R$ 1,000',
    },
    linkageType: 'ROUTE',
    linkage: '/promotions',
  },
  {
    group: 'w_home',
    image: '/cdn/banners/home-2.svg',
    title: { pt: 'Slots com jackpots diários', en: 'Slots with daily jackpots' },
    linkageType: 'LOBBY',
    linkage: 'RNG',
  },
  {
    group: 'w_home',
    image: '/cdn/banners/home-3.svg',
    title: { pt: 'Cassino ao vivo 24 horas', en: 'Live casino around the clock' },
    linkageType: 'LOBBY',
    linkage: 'LIVE',
  },
  {
    group: 'w_home',
    image: '/cdn/banners/home-4.svg',
    title: { pt: 'Jogos Sorte Originals com justiça comprovável', en: 'Sorte Originals: provably fair games' },
    linkageType: 'ROUTE',
    linkage: '/inhouse',
  },
  { group: 'w_rng', image: '/cdn/banners/rng-1.svg', title: { pt: 'Mais de 300 slots', en: 'Over 300 slots' }, linkageType: 'NONE', linkage: null },
  { group: 'w_rng', image: '/cdn/banners/rng-2.svg', title: { pt: 'Giros grátis toda semana', en: 'Free spins every week' }, linkageType: 'ROUTE', linkage: '/promotions' },
  { group: 'w_live', image: '/cdn/banners/live-1.svg', title: { pt: 'Mesas ao vivo com dealers reais', en: 'Live tables with real dealers' }, linkageType: 'NONE', linkage: null },
  { group: 'w_fish', image: '/cdn/banners/fish-1.svg', title: { pt: 'Pesca com prémios gigantes', en: 'Fishing games with giant prizes' }, linkageType: 'NONE', linkage: null },
  { group: 'w_pvp', image: '/cdn/banners/pvp-1.svg', title: { pt: 'Cartas e póquer contra jogadores', en: 'Cards and poker against players' }, linkageType: 'NONE', linkage: null },
  { group: 'w_sports', image: '/cdn/banners/sports-1.svg', title: { pt: 'Apostas desportivas com as melhores odds', en: 'Sports betting with top odds' }, linkageType: 'NONE', linkage: null },
  { group: 'w_esports', image: '/cdn/banners/esports-1.svg', title: { pt: 'Esports: aposte nos seus favoritos', en: 'Esports: back your favourites' }, linkageType: 'NONE', linkage: null },
  { group: 'w_lott', image: '/cdn/banners/lott-1.svg', title: { pt: 'Loterias com sorteios a cada minuto', en: 'Lotteries with draws every minute' }, linkageType: 'NONE', linkage: null },
  { group: 'w_down', image: '/cdn/banners/down-1.svg', title: { pt: 'Leve a Sorte no bolso', en: 'Take Sorte in your pocket' }, linkageType: 'NONE', linkage: null },
  { group: 'w_promotion', image: '/cdn/banners/promotion-1.svg', title: { pt: 'Promoções todos os dias', en: 'Promotions every day' }, linkageType: 'NONE', linkage: null },
  { group: 'w_shop', image: '/cdn/banners/shop-1.svg', title: { pt: 'Troque pontos por prémios', en: 'Trade points for prizes' }, linkageType: 'NONE', linkage: null },
  { group: 'w_help', image: '/cdn/banners/help-1.svg', title: { pt: 'Estamos aqui para ajudar', en: 'We are here to help' }, linkageType: 'NONE', linkage: null },
  { group: 'w_reg', image: '/cdn/banners/reg-1.svg', title: { pt: 'Registe-se e ganhe bónus', en: 'Sign up and get a bonus' }, linkageType: 'NONE', linkage: null },
  { group: 'w_inhouse', image: '/cdn/banners/inhouse-1.svg', title: { pt: 'Originals: verifique cada ronda', en: 'Originals: verify every round' }, linkageType: 'NONE', linkage: null },
];

export const DEMO_ANNOUNCEMENTS: DemoAnnouncement[] = [
  {
    type: 'H',
    daysAgo: 0,
    title: { pt: 'Bem-vindo à Sorte', en: 'Welcome to Sorte' },
    content: {
      pt: 'Depósitos via PIX creditados em minutos. Jogue com responsabilidade: apenas maiores de 18 anos.',
      en: 'PIX deposits credited within minutes. Play responsibly: adults 18+ only.',
    },
  },
  {
    type: 'B',
    daysAgo: 1,
    title: { pt: 'Manutenção programada concluída', en: 'Scheduled maintenance completed' },
    content: {
      pt: 'A manutenção programada dos servidores de jogos foi concluída. Obrigado pela paciência.',
      en: 'Scheduled maintenance of the game servers is complete. Thank you for your patience.',
    },
  },
  {
    type: 'B',
    daysAgo: 3,
    title: { pt: 'Novos jogos PG Soft', en: 'New PG Soft games' },
    content: {
      pt: 'Chegaram cinco novos slots PG Soft ao lobby de slots. Experimente-os hoje.',
      en: 'Five new PG Soft slots have arrived in the slots lobby. Try them today.',
    },
  },
  {
    type: 'PL',
    daysAgo: 2,
    title: { pt: 'Proteja a sua conta', en: 'Protect your account' },
    content: {
      pt: 'Nunca partilhe a sua palavra-passe. A nossa equipa nunca lhe pedirá a palavra-passe.',
      en: 'Never share your password. Our team will never ask you for it.',
    },
  },
  {
    type: 'PU',
    daysAgo: 0,
    title: { pt: 'Bónus de boas-vindas', en: 'Welcome bonus' },
    content: {
      pt: 'Novos jogadores recebem 100% de bónus no primeiro depósito, até R$ 1.000.',
      en: 'New players get a 100% bonus on their first deposit, up to R$ 1,000.',
    },
  },
  {
    type: 'PR',
    daysAgo: 1,
    title: { pt: 'Cashback semanal de 5%', en: '5% weekly cashback' },
    content: {
      pt: 'Todas as segundas-feiras devolvemos 5% das perdas líquidas da semana anterior.',
      en: 'Every Monday we return 5% of the previous week’s net losses.',
    },
  },
];

export const DEMO_HELP: DemoHelpSection[] = [
  {
    section: 'about',
    title: { pt: 'Sobre nós', en: 'About us' },
    content: {
      pt: '<p>A Sorte é uma plataforma de jogos online com slots, cassino ao vivo, pesca, cartas, desporto, esports e loterias.</p><p>Todos os jogos vêm de fornecedores certificados ou são jogos Originals com justiça comprovável.</p>',
      en: '<p>Sorte is an online gaming platform with slots, live casino, fishing, cards, sports, esports and lotteries.</p><p>Every game comes from a certified provider or is a provably fair Original.</p>',
    },
  },
  {
    section: 'terms',
    title: { pt: 'Termos e condições', en: 'Terms and conditions' },
    content: {
      pt: '<p>Ao criar uma conta confirma que tem pelo menos 18 anos e que aceita estes termos.</p><ul><li>Uma conta por pessoa.</li><li>Os bónus têm requisitos de apostas.</li><li>Podemos pedir verificação de identidade antes de um levantamento.</li></ul>',
      en: '<p>By creating an account you confirm you are at least 18 years old and accept these terms.</p><ul><li>One account per person.</li><li>Bonuses carry wagering requirements.</li><li>We may ask for identity verification before a withdrawal.</li></ul>',
    },
  },
  {
    section: 'privacy',
    title: { pt: 'Política de privacidade', en: 'Privacy policy' },
    content: {
      pt: '<p>Guardamos apenas os dados necessários para operar a sua conta e cumprir a lei. Nunca vendemos os seus dados.</p>',
      en: '<p>We keep only the data needed to run your account and comply with the law. We never sell your data.</p>',
    },
  },
  {
    section: 'responsible-gaming',
    title: { pt: 'Jogo responsável', en: 'Responsible gaming' },
    content: {
      pt: '<p>Jogue por diversão, não para ganhar dinheiro. Defina limites e faça pausas.</p><p>Se precisar de ajuda, contacte o apoio ao cliente para autoexclusão.</p>',
      en: '<p>Play for fun, not to make money. Set limits and take breaks.</p><p>If you need help, contact customer service to self-exclude.</p>',
    },
  },
  {
    section: 'deposit',
    title: { pt: 'Como depositar', en: 'How to deposit' },
    content: {
      pt: '<ol><li>Inicie sessão e toque em Depositar.</li><li>Escolha o canal (PIX, transferência bancária, carteira digital ou USDT).</li><li>Introduza o valor e confirme o pagamento.</li></ol>',
      en: '<ol><li>Log in and tap Deposit.</li><li>Choose a channel (PIX, bank transfer, e-wallet or USDT).</li><li>Enter the amount and confirm the payment.</li></ol>',
    },
  },
  {
    section: 'withdraw',
    title: { pt: 'Como levantar', en: 'How to withdraw' },
    content: {
      pt: '<ol><li>Associe uma conta bancária ou chave PIX em seu nome.</li><li>Defina a palavra-passe de pagamento.</li><li>Peça o levantamento; a equipa analisa e paga.</li></ol>',
      en: '<ol><li>Bind a bank account or PIX key in your name.</li><li>Set your payment password.</li><li>Request the withdrawal; our team reviews and pays it.</li></ol>',
    },
  },
  {
    section: 'faq',
    title: { pt: 'Perguntas frequentes', en: 'Frequently asked questions' },
    content: {
      pt: '<p><strong>Esqueci a palavra-passe.</strong> Use “Esqueceu a palavra-passe?” no início de sessão.</p><p><strong>Quanto tempo demora um levantamento?</strong> Normalmente menos de 30 minutos após aprovação.</p>',
      en: '<p><strong>I forgot my password.</strong> Use “Forgot password?” on the login form.</p><p><strong>How long does a withdrawal take?</strong> Usually under 30 minutes after approval.</p>',
    },
  },
  {
    section: 'customer-service',
    title: { pt: 'Apoio ao cliente', en: 'Customer service' },
    content: {
      pt: '<p>A nossa equipa está disponível 24 horas por dia, 7 dias por semana, pelo chat ao vivo.</p>',
      en: '<p>Our team is available 24 hours a day, 7 days a week through live chat.</p>',
    },
  },
  {
    section: 'vip',
    title: { pt: 'Apoio VIP', en: 'VIP support' },
    content: {
      pt: '<p>Membros do clube VIP têm um gestor de conta dedicado e levantamentos prioritários.</p>',
      en: '<p>VIP club members have a dedicated account manager and priority withdrawals.</p>',
    },
  },
  {
    section: 'affiliate',
    title: { pt: 'Programa de afiliados', en: 'Affiliate programme' },
    content: {
      pt: '<p>Convide jogadores com o seu código e receba comissões, salários diários e dividendos.</p>',
      en: '<p>Invite players with your code and earn commission, daily salary and dividends.</p>',
    },
  },
  {
    section: 'license',
    title: { pt: 'Licença', en: 'License' },
    content: {
      pt: '<p>A Sorte opera sob licença e é auditada de forma independente quanto à justiça dos jogos.</p>',
      en: '<p>Sorte operates under licence and is independently audited for game fairness.</p>',
    },
  },
];
