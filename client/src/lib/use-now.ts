import { useEffect, useState } from 'react';

/** The current time, refreshed every minute, so "overdue" and "due today" stay true on an open page. */
export function useNow(everyMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(id);
  }, [everyMs]);
  return now;
}
