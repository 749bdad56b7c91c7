import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { isPlayType } from '@sorte/contracts/lottery/rules';
import { local } from '../../../lib/storage';
import { usePlayer } from '../betting/use-player';
import type { SlipLine } from '../utils/slip';

interface SlipState {
  lines: SlipLine[];
  add(line: Omit<SlipLine, 'id'>): void;
  remove(id: string): void;
  /** Moves a line to another issue (a stale line to the one open now). */
  moveTo(id: string, issueNo: string): void;
  clear(): void;
}

const SlipContext = createContext<SlipState | null>(null);

let nextId = 1;
const newId = () => `line-${nextId++}`;

/**
 * The slip kept per username in this browser (localStorage `lotterySlip:<username>`, a JSON array
 * of lines without their ids), so it survives a reload; a visitor's slip lives on the page only.
 */
export const slipKey = (username: string) => `lotterySlip:${username}`;

function readSlip(username: string): SlipLine[] {
  try {
    const parsed: unknown = JSON.parse(local.get(slipKey(username)) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((item: unknown) => {
      const l = item as Partial<SlipLine> | null;
      const ok =
        l &&
        typeof l.gameCode === 'string' &&
        (l.issueNo === undefined || typeof l.issueNo === 'string') &&
        typeof l.playType === 'string' &&
        isPlayType(l.playType) &&
        Array.isArray(l.numbers) &&
        l.numbers.every((n) => typeof n === 'string') &&
        typeof l.multiplier === 'number' &&
        typeof l.unitStake === 'string';
      return ok
        ? [
            {
              id: newId(),
              gameCode: l.gameCode!,
              ...(l.issueNo ? { issueNo: l.issueNo } : {}),
              playType: l.playType!,
              numbers: l.numbers!,
              multiplier: l.multiplier!,
              unitStake: l.unitStake!,
            },
          ]
        : [];
    });
  } catch {
    return [];
  }
}

function writeSlip(username: string, lines: SlipLine[]) {
  if (lines.length === 0) local.remove(slipKey(username));
  else local.set(slipKey(username), JSON.stringify(lines.map(({ id: _id, ...line }) => line)));
}

/**
 * The bet slip of a lottery page: bets of several games, kept while the player moves between them
 * and, for a logged-in player, across reloads. Lines added before the username is known (a
 * visitor who then logs in) are kept after the stored ones.
 */
export function SlipProvider({ children }: { children: ReactNode }) {
  const { username } = usePlayer();
  const [lines, setLines] = useState<SlipLine[]>([]);
  const [loadedFor, setLoadedFor] = useState<string | undefined>(undefined);

  // The stored slip joins the page's once the username is known (state adjusted while rendering).
  if (username && loadedFor !== username) {
    setLoadedFor(username);
    setLines((current) => [...readSlip(username), ...current]);
  }

  useEffect(() => {
    if (username && loadedFor === username) writeSlip(username, lines);
  }, [lines, username, loadedFor]);

  const value = useMemo<SlipState>(
    () => ({
      lines,
      add: (line) => setLines((current) => [...current, { ...line, id: newId() }]),
      remove: (id) => setLines((current) => current.filter((l) => l.id !== id)),
      moveTo: (id, issueNo) =>
        setLines((current) => current.map((l) => (l.id === id ? { ...l, issueNo } : l))),
      clear: () => setLines([]),
    }),
    [lines],
  );
  return <SlipContext.Provider value={value}>{children}</SlipContext.Provider>;
}

export function useSlip(): SlipState {
  const slip = useContext(SlipContext);
  if (!slip) throw new Error('useSlip outside SlipProvider');
  return slip;
}
