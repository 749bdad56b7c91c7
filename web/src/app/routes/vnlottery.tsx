import { LotteryPage } from '../../features/pages/components/lottery-page';

/** /vnlottery?gameCode=… (bars hidden unless SHOW_BARS_ON_SEAMLESS). */
export default function VnLotteryRoute() {
  return <LotteryPage variant="vnlottery" />;
}
