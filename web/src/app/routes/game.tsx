import { GameFramePage } from '../../features/pages/components/game-frame-page';

/** /game?url=… : the game iframe under the header. */
export default function GameRoute() {
  return <GameFramePage variant="game" />;
}
