import { eq, sql } from 'drizzle-orm';
import type { UpdateProgressBody } from '../../../../common/contracts/learning';
import { canonicalModuleId } from '../../../../common/curriculum';
import type { Db } from '../../db/client';
import { userProgress } from '../../db/schema';

export async function listProgress(db: Db, userId: string) {
  const rows = await db
    .select({
      moduleId: userProgress.moduleId,
      progressPercentage: userProgress.progressPercentage,
      status: userProgress.status,
    })
    .from(userProgress)
    .where(eq(userProgress.userId, userId))
    .orderBy(userProgress.moduleId);
  return rows.map((row) => ({ ...row, moduleId: canonicalModuleId(row.moduleId) }));
}

/** Saves one module's progress. A completed module stays completed: revisiting it never undoes it. */
export async function saveProgress(
  db: Db,
  userId: string,
  moduleId: string,
  body: UpdateProgressBody,
) {
  const progressPercentage = body.status === 'completed' ? 100 : body.progressPercentage;
  const [row] = await db
    .insert(userProgress)
    .values({ userId, moduleId, progressPercentage, status: body.status })
    .onConflictDoUpdate({
      target: [userProgress.userId, userProgress.moduleId],
      set: {
        status: sql`case when ${userProgress.status} = 'completed' then 'completed' else excluded.status end`,
        progressPercentage: sql`case when ${userProgress.status} = 'completed' then 100 else greatest(${userProgress.progressPercentage}, excluded.progress_percentage) end`,
        updatedAt: new Date(),
      },
    })
    .returning({
      moduleId: userProgress.moduleId,
      progressPercentage: userProgress.progressPercentage,
      status: userProgress.status,
    });
  return row;
}
