import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyComponent, startPreload } from './lazy-component';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

const fallback = <p>Loading</p>;

describe('lazyComponent', () => {
  it('renders a preloaded chunk at once, without showing the fallback', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Greeting }));
    const Lazy = lazyComponent(load);
    await Lazy.preload();
    render(
      <Suspense fallback={fallback}>
        <Lazy name="Ana" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Ana')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends on a chunk still on its way, and asks for it once', async () => {
    let arrive!: (module: { default: typeof Greeting }) => void;
    const load = vi.fn(() => new Promise<{ default: typeof Greeting }>((resolve) => (arrive = resolve)));
    const Lazy = lazyComponent(load);
    startPreload(Lazy);
    render(
      <Suspense fallback={fallback}>
        <Lazy name="Bia" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => arrive({ default: Greeting }));
    expect(await screen.findByText('Hello Bia')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed chunk, and a failed preload raises nothing by itself', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Greeting }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ default: Greeting });
    const Lazy = lazyComponent(load);
    startPreload(Lazy);
    await expect(Lazy.preload()).rejects.toThrow('Failed to fetch');
    await expect(Lazy.preload()).resolves.toEqual({ default: Greeting });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
