import { LotteryPage } from '../../features/pages/components/lottery-page';

/** /lottery?gameCode=…&playType=… (header only). */
export default function LotteryRoute() {
  return <LotteryPage variant="lottery" />;
}
