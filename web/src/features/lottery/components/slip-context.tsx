import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import type { SlipLine } from '../utils/slip';

interface SlipState {
  lines: SlipLine[];
  add(line: Omit<SlipLine, 'id'>): void;
  remove(id: string): void;
  clear(): void;
}

const SlipContext = createContext<SlipState | null>(null);

let nextId = 1;

/** The bet slip of a lottery page: bets of several games, kept while the player moves between them. */
export function SlipProvider({ children }: { children: ReactNode }) {
  const [lines, setLines] = useState<SlipLine[]>([]);
  const value = useMemo<SlipState>(
    () => ({
      lines,
      add: (line) => setLines((current) => [...current, { ...line, id: `line-${nextId++}` }]),
      remove: (id) => setLines((current) => current.filter((l) => l.id !== id)),
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
