import { useCallback, useEffect, useState } from 'react';

/** Seconds left until a deadline, ticking once a second; `start(seconds)` sets a new deadline. */
export function useCountdown(): [number, (seconds: number) => void] {
  const [deadline, setDeadline] = useState(0);
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (!deadline) return;
    const tick = () => {
      const seconds = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setLeft(seconds);
      if (seconds === 0) setDeadline(0);
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  const start = useCallback((seconds: number) => setDeadline(Date.now() + seconds * 1000), []);
  return [left, start];
}
