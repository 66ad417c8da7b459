import { Skeleton } from '../../components/ui/states';

/** Stands in for a form while its code or its data loads. */
export function FormSkeleton({ fields }: { fields: number }) {
  return (
    <div className="grid gap-4" role="status" aria-label="Loading">
      {Array.from({ length: fields }, (_, i) => (
        <div key={i} className="grid gap-1.5">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-11 w-full" />
        </div>
      ))}
    </div>
  );
}
