import { PointMallPage } from '../../features/pages/components/point-mall-page';

/** /pointMall (banner w_shop from the layout). */
export default function PointMallRoute() {
  return <PointMallPage />;
}
