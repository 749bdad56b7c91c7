import { LotteryShell } from '../../features/lottery/components/lottery-shell';

/** /vnlottery?gameCode=… (bars hidden unless SHOW_BARS_ON_SEAMLESS). */
export default function VnLotteryRoute() {
  return <LotteryShell variant="vnlottery" />;
}
