import { appText } from '../../../../content/app-text';
import { Skeleton, SkeletonRows } from './states';

/** Stands in for a form while its code or its data loads. */
export function FormSkeleton({ fields }: { fields: number }) {
  return (
    <SkeletonRows
      count={fields}
      label={appText.loading}
      className="grid gap-4"
      row={
        <div className="grid gap-1.5">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-11 w-full" />
        </div>
      }
    />
  );
}
