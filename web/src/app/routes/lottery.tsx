import { LotteryShell } from '../../features/lottery/components/lottery-shell';

/** /lottery?gameCode=…&playType=… (header only). */
export default function LotteryRoute() {
  return <LotteryShell variant="lottery" />;
}
