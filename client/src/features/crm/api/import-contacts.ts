import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { crmApi } from '../../../../../common/contracts/crm-api';
import {
  contactImportLimits,
  importBatches,
  type ContactImportBody,
  type ContactImportProblem,
  type ContactImportResult,
} from '../../../../../common/contracts/crm-import';
import { ApiError, callApi } from '../../../lib/api';
import { analyticsKey } from './get-analytics';
import { contactsKey } from './list-contacts';

/** One batch of a file's rows: what the server created, and the lines it did not. */
export const importContactBatch = (rows: ContactImportBody['rows']) =>
  callApi<ContactImportResult>(crmApi.importContacts, { body: { rows } });

/** What a whole import did so far; `failure` is set when it stopped before the last batch. */
export type ImportOutcome = {
  created: number;
  duplicates: number[];
  problems: ContactImportProblem[];
  sent: number;
  total: number;
  failure?: unknown;
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
// A batch refused because the account's previous one is still in the works is sent again.
const busyRetries = 5;

/**
 * Sends a file's rows a batch at a time, one after another, reporting each finished batch
 * (`onProgress`), and answers the sums; the rows the browser refused before sending come in as
 * `problems`. A failed batch stops the import where it is (importing the same file again adds
 * only the rest). The contact lists and figures are refreshed once, at the end.
 */
export function useImportContacts() {
  const queryClient = useQueryClient();
  return useCallback(
    async (
      rows: ContactImportBody['rows'],
      problems: readonly ContactImportProblem[],
      onProgress: (outcome: ImportOutcome) => void,
      isStopped: () => boolean,
    ): Promise<ImportOutcome> => {
      const outcome: ImportOutcome = {
        created: 0,
        duplicates: [],
        problems: [...problems],
        sent: 0,
        total: rows.length,
      };
      try {
        for (const batch of importBatches(rows)) {
          if (isStopped()) break;
          let result: ContactImportResult | undefined;
          for (let attempt = 0; !result; attempt++) {
            try {
              result = await importContactBatch(batch);
            } catch (error) {
              if (!(error instanceof ApiError && error.status === 429) || attempt >= busyRetries) {
                throw error;
              }
              await wait(contactImportLimits.retryAfterSeconds * 1000);
            }
          }
          outcome.created += result.created;
          outcome.duplicates.push(...result.duplicates);
          outcome.problems.push(...result.problems);
          outcome.sent += batch.length;
          onProgress({ ...outcome });
        }
      } catch (error) {
        outcome.failure = error;
      } finally {
        outcome.problems.sort((a, b) => a.line - b.line);
        if (outcome.created > 0) {
          await Promise.all([
            queryClient.invalidateQueries({ queryKey: contactsKey }),
            queryClient.invalidateQueries({ queryKey: analyticsKey }),
          ]);
        }
      }
      return outcome;
    },
    [queryClient],
  );
}
