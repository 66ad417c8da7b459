import type { QueryClient, QueryKey, Updater } from '@tanstack/react-query';

/**
 * Puts a write's answer in the cache as what a read of `queryKey` now answers. A read of the same
 * key still on its way (a page opened from saved answers asks them again in the background) left
 * the server before the write, so its answer would put the old value back once it landed: the
 * reminders box ticked itself again after "Reminders off". That read is called off first.
 */
export async function putAnswer<T>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  answer: Updater<T | undefined, T | undefined>,
) {
  await queryClient.cancelQueries({ queryKey, exact: true });
  queryClient.setQueryData<T>(queryKey, answer);
}
