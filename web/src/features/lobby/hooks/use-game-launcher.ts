import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { isTrialAccount } from '@sorte/contracts/auth/routes';
import type { Game, Room } from '@sorte/contracts/games/games';
import { ui } from '../../../hooks/use-ui-store';
import { invalidateWallet } from '../../../hooks/use-wallet';
import { ApiError } from '../../../lib/api-client';
import { local } from '../../../lib/storage';
import { useLoggedIn } from '../../../hooks/use-logged-in';
import { useLaunchGame, useMemberType, type LaunchInput } from '../api/launch-api';
import { launchTarget, NEW_WINDOW_STORAGE_KEY, SEA_WINDOW_FEATURES } from '../utils/launch-target';

const listeners = new Set<() => void>();
const readNewWindow = () => local.get(NEW_WINDOW_STORAGE_KEY) === '1';
/** "Open games in a new window": a per-browser player setting (docs/decisions.md). */
export const newWindowSetting = {
  get: readNewWindow,
  set(on: boolean) {
    if (on) local.set(NEW_WINDOW_STORAGE_KEY, '1');
    else local.remove(NEW_WINDOW_STORAGE_KEY);
    listeners.forEach((l) => l());
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** A launch waiting for the transfer step: the game's vendor plays from its own wallet. */
export interface TransferStepState {
  input: LaunchInput;
  /** The vendor whose wallet the game plays from. */
  vendor: string;
  vendorName: string;
  gameName: string;
}

export interface VendorListState {
  vendor: string;
  gameType: string;
  name: string;
}

/** The /game address of a launched game (the frame page only frames same-origin URLs). */
export function gameFrameHref(url: string, walletMode: 'seamless' | 'transfer') {
  const query = new URLSearchParams({ url });
  if (walletMode === 'transfer') query.set('wallet', 'transfer');
  return `/game?${query.toString()}`;
}

/**
 * Game launch from the lobby: guests get the login modal; trial accounts only
 * games with demo money; lottery games go to their pages, VASSALAGE entries open the vendor's game
 * list, everything else is launched and opened in /game or, by the player's setting, a new window.
 */
export function useGameLauncher(language: string) {
  const loggedIn = useLoggedIn();
  const memberType = useMemberType(loggedIn);
  const navigate = useNavigate();
  const client = useQueryClient();
  const mutation = useLaunchGame();
  const newWindow = useSyncExternalStore(newWindowSetting.subscribe, newWindowSetting.get, () => false);
  const [vendorList, setVendorList] = useState<VendorListState | null>(null);
  const [error, setError] = useState<{ nodeId: string; message: string } | null>(null);
  const [transferStep, setTransferStep] = useState<TransferStepState | null>(null);
  /** Vendor and titles of the game being launched, for the transfer step. */
  const launching = useRef<Omit<TransferStepState, 'input'> | null>(null);
  const trial = memberType.data !== undefined && isTrialAccount(memberType.data);

  const blocked = (game: Game) => trial && !game.demo;

  const open = (game: Game) => {
    setError(null);
    if (!loggedIn) {
      ui.openModal('login');
      return;
    }
    const target = launchTarget(game);
    if (target.kind === 'seaWindow') {
      window.open(target.href, 'sea-lottery', SEA_WINDOW_FEATURES);
      return;
    }
    if (target.kind === 'route') {
      void navigate(target.href);
      return;
    }
    if (target.kind === 'vendorList') {
      setVendorList({ vendor: target.vendor, gameType: target.gameType, name: game.vendorName });
      return;
    }
    if (blocked(game)) return;
    launching.current = { vendor: game.vendor, vendorName: game.vendorName, gameName: game.gameName };
    start({ gameId: game.id, nodeId: game.nodeId, vassalage: game.vassalage, language });
  };

  /** A PVP room: the room's game at the room's level (launch request `roomId`). */
  const openRoom = (room: Room) => {
    setError(null);
    if (!loggedIn) {
      ui.openModal('login');
      return;
    }
    launching.current = { vendor: room.vendor, vendorName: room.vendorName, gameName: room.gameName };
    start({ roomId: room.roomId, nodeId: room.nodeId, vassalage: room.vendor, language });
  };

  /**
   * Launches `input`. `prepare` (the transfer step's money move) runs first, after the new
   * window is opened in the click itself (a window opened later is blocked as a popup); when it
   * answers false nothing is launched.
   */
  const start = (input: LaunchInput, prepare?: () => Promise<boolean>) => {
    // A window opened in the click itself is not blocked as a popup; the address follows.
    const popup = newWindow ? window.open('', '_blank') : null;
    if (prepare) {
      void prepare().then((ok) => {
        if (ok) launch(input, popup);
        else popup?.close();
      });
      return;
    }
    launch(input, popup);
  };

  const launch = (input: LaunchInput, popup: Window | null) => {
    mutation.mutate(
      input,
      {
        onSuccess: (answer) => {
          void invalidateWallet(client);
          void client.invalidateQueries({ queryKey: ['member', 'lobby', 'recent'] });
          if (popup) {
            popup.location.href = answer.game_url2;
            return;
          }
          setVendorList(null);
          setTransferStep(null);
          void navigate(gameFrameHref(answer.game_url2, answer.walletMode));
        },
        onError: (e) => {
          popup?.close();
          // The game plays from its vendor's own wallet: the transfer step first.
          if (e instanceof ApiError && e.code === 'GAME_TRANSFER_REQUIRED' && input.confirmTrans !== 1 && launching.current) {
            setTransferStep({ input, ...launching.current });
            return;
          }
          setError({ nodeId: input.nodeId, message: e instanceof ApiError ? e.message : String(e) });
        },
      },
    );
  };

  return {
    open,
    openRoom,
    blocked,
    pendingId: mutation.isPending ? (mutation.variables?.roomId ?? mutation.variables?.nodeId) : undefined,
    error,
    clearError: () => setError(null),
    newWindow,
    setNewWindow: newWindowSetting.set,
    vendorList,
    closeVendorList: () => setVendorList(null),
    transferStep,
    /** The transfer step is done (`prepare` moves the money): launch with confirmTrans 1. */
    confirmTransfer: (prepare: () => Promise<boolean>) => {
      if (transferStep) start({ ...transferStep.input, confirmTrans: 1 }, prepare);
    },
    cancelTransfer: () => setTransferStep(null),
    transferPending: mutation.isPending,
  };
}
