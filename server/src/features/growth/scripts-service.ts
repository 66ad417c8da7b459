import { isUuid } from '../../../../common/crm-rules';
import { growthMessages } from '../../../../common/growth-rules';
import { fillPlaceholders, firstNameOf } from '../../../../content/growth/placeholders';
import { scriptById, scriptText } from '../../../../content/growth/scripts';
import type { Db } from '../../db/client';
import { scriptDownloads } from '../../db/schema';
import { notFound } from '../../errors';
import { readDeal } from '../people';

/**
 * A sales script as a text file, its placeholders filled from one of the user's prospects (when
 * named) and from the user's own name; the download is recorded in the same call.
 */
export async function downloadScript(
  db: Db,
  user: { id: string; firstName: string; lastName: string },
  scriptId: string,
  prospectId: string | undefined,
): Promise<{ fileName: string; text: string }> {
  const script = scriptById(scriptId);
  if (!script) throw notFound(growthMessages.scriptNotFound);
  let prospect: { companyName: string; contactName: string; industry: string } | undefined;
  if (prospectId !== undefined) {
    if (!isUuid(prospectId)) throw notFound(growthMessages.prospectNotFound);
    prospect = await readDeal(db, user.id, prospectId);
    if (!prospect) throw notFound(growthMessages.prospectNotFound);
  }
  const text = fillPlaceholders(scriptText(script), {
    firstName: firstNameOf(prospect?.contactName),
    company: prospect?.companyName,
    industry: prospect?.industry,
    yourName: `${user.firstName} ${user.lastName}`.trim(),
  });
  await db
    .insert(scriptDownloads)
    .values({ userId: user.id, scriptId: script.id, prospectId: prospectId ?? null });
  return { fileName: `${script.id}.txt`, text: `${text}\n` };
}
