import type { FastifyReply } from 'fastify';

/** The longest file name kept or sent. */
const maxFileName = 120;

/**
 * A file name safe to keep and to send, whoever typed it: letters, digits, spaces and . _ - ( )
 * only (a path separator, a quote or a control character becomes _), no leading or trailing dots
 * or spaces (so never "." or ".." nor a hidden file), at most 120 characters; the fallback when
 * nothing is left.
 */
export function safeFileName(name: string | null | undefined, fallback: string): string {
  const safe = (name ?? '')
    .replace(/[^\w .()-]/g, '_')
    .slice(0, maxFileName)
    .replace(/^[. ]+|[. ]+$/g, '');
  return safe === '' ? fallback : safe;
}

/** The attachment header: the name made safe again, whatever was stored before this rule. */
const attachment = (fileName: string) =>
  `attachment; filename="${safeFileName(fileName, 'download.csv')}"`;

/** A CSV file one person may download, kept by no browser or proxy. */
export function sendPrivateCsv(reply: FastifyReply, file: { csv: Buffer; fileName: string }) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', attachment(file.fileName))
    .header('cache-control', 'private, no-store')
    .send(file.csv);
}
