import { toast } from './use-toast';

type Mutation<Variables> = {
  mutateAsync: (variables: Variables) => Promise<unknown>;
  isPending: boolean;
};

/**
 * The save of an add/edit dialog: updates the record it was opened with, or creates a new one;
 * says so in a success toast and closes the dialog. A failure is the caller's to word.
 */
export function saveRecord<Body>({
  existingId,
  create,
  update,
  saved,
  onDone,
  onFailure,
}: {
  existingId: string | null;
  create: Mutation<Body>;
  update: Mutation<{ id: string; body: Body }>;
  saved: { created: string; updated: string };
  onDone: () => void;
  onFailure: (error: unknown) => void;
}) {
  return {
    isSaving: create.isPending || update.isPending,
    save: async (body: Body) => {
      try {
        if (existingId) {
          await update.mutateAsync({ id: existingId, body });
          toast({ title: saved.updated, variant: 'success' });
        } else {
          await create.mutateAsync(body);
          toast({ title: saved.created, variant: 'success' });
        }
        onDone();
      } catch (error) {
        onFailure(error);
      }
    },
  };
}
