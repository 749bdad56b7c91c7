import { LobbyPage } from '../../features/lobby/components/lobby-page';
import { useLobbyKey } from '../../features/lobby/hooks/use-lobby-key';
import { NotFoundPage } from '../../features/pages/components/not-found-page';

/** /rng, /pvp, /live, /fish, /sports, /esports, /inhouse: one module; the lobby comes from the route handle. */
export default function LobbyRoute() {
  const lobby = useLobbyKey();
  // key: another lobby is another page (tab row scroll, state).
  return lobby ? <LobbyPage key={lobby} lobby={lobby} /> : <NotFoundPage />;
}
