import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Game } from '@sorte/contracts/games/games';
import { ARTWORK_SIZES } from '@sorte/contracts/system/artwork';
import { initTestI18n } from '../../../testing/i18n';
import { GameTile } from './game-tile';

const game: Game = {
  id: '1',
  nodeId: 'RNG-PG-1',
  vassalage: 'PG',
  gameType: 'RNG',
  gameClassify: 'SLOT',
  gameName: 'Fortune Dragon',
  code: 'PG1',
  defaultPlayType: 'SLOT',
  accountTypeName: 'REAL',
  vendor: 'PG',
  vendorName: 'PG Soft',
  gameCode: 'PG1',
  isGame: 'GAME',
  minBet: '0.20',
  minLineNum: 20,
  isHot: true,
  demo: true,
  image: 'games/PG/PG1.svg',
};

function renderTile() {
  const onOpen = vi.fn();
  const onToggleFavourite = vi.fn();
  render(
    <GameTile
      game={game}
      imageBase="/img"
      favourite={false}
      onOpen={onOpen}
      onToggleFavourite={onToggleFavourite}
    />,
  );
  return { tile: screen.getByTestId('game-tile'), onOpen, onToggleFavourite };
}

describe('GameTile', () => {
  beforeEach(() => initTestI18n());

  it('is one button named by the game title, reached by one tab and opened by its name', async () => {
    const { tile, onOpen } = renderTile();
    const user = userEvent.setup();
    const open = within(tile).getByRole('button', { name: 'Fortune Dragon' });
    // One focus stop opens the game; the only other control is the heart.
    await user.tab();
    expect(open).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledTimes(1);
    // The title itself is the button: a tap on the name opens the game.
    expect(within(tile).getByRole('heading', { name: 'Fortune Dragon' })).toContainElement(open);
    await user.click(within(tile).getByText('Fortune Dragon'));
    expect(onOpen).toHaveBeenCalledTimes(2);
    expect(onOpen).toHaveBeenCalledWith(game);
    const buttons = within(tile).getAllByRole('button');
    expect(buttons).toHaveLength(2);
    expect(buttons[1]).toHaveAccessibleName('Add Fortune Dragon to favourites');
    // The artwork is decoration of the button, not a second control.
    expect(tile.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('offers the artwork as its WebP rendition, with the SVG for denser screens', () => {
    const { tile } = renderTile();
    const img = tile.querySelector('img');
    expect(img).toHaveAttribute('src', '/img/games/PG/PG1.svg');
    expect(img).toHaveAttribute('srcset', '/img/games/PG/PG1.svg?w=300 300w, /img/games/PG/PG1.svg 900w');
    expect(img).toHaveAttribute('sizes', ARTWORK_SIZES.games);
  });

  it('keeps the heart separate from opening', async () => {
    const { tile, onOpen, onToggleFavourite } = renderTile();
    await userEvent.click(within(tile).getByTestId('favourite-toggle'));
    expect(onToggleFavourite).toHaveBeenCalledWith(game);
    expect(onOpen).not.toHaveBeenCalled();
  });
});
