import { DownloadPage } from '../../features/download/components/download-page';

/** /down (and /download): app download; the banner group w_down comes from the layout. */
export default function DownRoute() {
  return <DownloadPage />;
}
