import type { Logger } from 'pino';
import type { Db } from '../../db/client';
import { sendDueReminders } from './due-reminders';

// Often enough that a reminder leaves within minutes of 07:00 in every zone (zones differ by
// quarter hours at most); each run is one query when nobody's morning has come.
const RUN_EVERY_MS = 5 * 60_000;

export type ReminderSchedule = {
  /** Runs the job now and every few minutes; the timer never keeps the process alive. */
  start: () => void;
  /** Stops the timer and waits for a run in progress. */
  stop: () => Promise<void>;
};

/**
 * The morning reminder on the server's own schedule, in every server process: the job itself
 * makes sure each account gets one email a day however many processes run it.
 */
export function createReminderSchedule(options: {
  db: Db;
  appUrl: string;
  log: Logger;
  now?: () => Date;
}): ReminderSchedule {
  const { db, appUrl, log } = options;
  const now = options.now ?? (() => new Date());
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;

  const run = () => {
    if (running) return;
    running = sendDueReminders(db, { appUrl, now: now() })
      .then(({ sent }) => {
        if (sent > 0) log.info({ sent }, 'morning reminders queued');
      })
      .catch((error: unknown) => log.error({ err: error }, 'morning reminder run failed'))
      .finally(() => {
        running = null;
      });
  };

  return {
    start: () => {
      timer = setInterval(run, RUN_EVERY_MS);
      timer.unref();
      run();
    },
    stop: async () => {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
