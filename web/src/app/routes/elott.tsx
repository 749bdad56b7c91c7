import { LotteryPage } from '../../features/pages/components/lottery-page';

/** /elott (banner w_lott). */
export default function ElottRoute() {
  return <LotteryPage variant="elott" />;
}
