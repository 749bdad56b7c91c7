import { HelpPage } from '../../features/help/components/help-page';

/** /helpmc: the help center on its own, without header or footer. */
export default function HelpMcRoute() {
  return <HelpPage />;
}
