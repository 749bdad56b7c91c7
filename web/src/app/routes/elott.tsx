import { LotteryShell } from '../../features/lottery/components/lottery-shell';

/** /elott (banner w_lott). */
export default function ElottRoute() {
  return <LotteryShell variant="elott" />;
}
